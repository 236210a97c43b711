/** A document form's drawer (request, order): wide enough for every column of the lines, never wider than the screen. */
export const FORM_DRAWER_SIZE = 'min(1280px, 100vw)';

/** A document's detail drawer: as wide as the lines' table needs, never wider than the screen. */
export const DOCUMENT_DRAWER_SIZE = 'min(1100px, 100vw)';
