/**
 * The dictionary of a line's 单位: lines keep the material's unit_of_measure value (PCS) as a copy, a free string in
 * the purchase contract (the units a material may have are the materials module's).
 */
export const UNIT_DICT = 'unit_of_measure';
