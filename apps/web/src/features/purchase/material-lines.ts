import { newId } from '@backoffice/ui-kit';
import { canonicalMoney } from '../../lib/money';
import type { Material } from '../../lib/pickers';
import { DEFAULT_TAX_RATE, type OrderLineValues } from './order-lines';
import type { RequestLineValues } from './request-form';

/** A material's reference cost (元, a number in the materials contract) as a price to start from. */
const referencePrice = (material: Pick<Material, 'costPrice'>) =>
  material.costPrice == null ? undefined : canonicalMoney(material.costPrice.toFixed(2));

/** The copy every purchase line keeps of its material (openapi/MASTER-DATA.md: id plus code/name/spec/unit). */
const copyOf = (material: Material) => ({
  materialId: material.id,
  materialCode: material.code,
  materialName: material.name,
  spec: material.spec,
  unit: material.unit,
});

/** A picked material as a new request line: a new key, the request's need date, its reference cost as estimate. */
export function requestLineOf(material: Material, needDate: string | null | undefined): RequestLineValues {
  return {
    key: newId(),
    ...copyOf(material),
    needDate: needDate ?? null,
    estimatedPrice: referencePrice(material),
  };
}

/** A picked material as a new order line: a new key, 13 % VAT, its reference cost as price, the order's date. */
export function orderLineOf(material: Material, deliveryDate: string | null | undefined): OrderLineValues {
  return {
    key: newId(),
    ...copyOf(material),
    unitPrice: referencePrice(material),
    taxRate: DEFAULT_TAX_RATE,
    deliveryDate: deliveryDate ?? null,
  };
}
