import type { Schema } from '@backoffice/sdk';
import { CreditCodeSchema, CurrencySchema, SupplierInputSchema } from '@backoffice/sdk/schemas';
import { contractRules } from '../../lib/contract-rules';
import { numberField } from '../../lib/field-bounds';
import { isValidCreditCode } from './credit-code';
import { blankToNull, type Supplier, withOnePrimary } from './supplier-rules';

/** The 供应商 dialog's values: the contract's input without the id (修改 sends it beside them). */
export type SupplierFormValues = Omit<Schema<'SupplierInput'>, 'id'>;

const FIELDS = SupplierInputSchema.properties;

/** 评分 and 税率 as the contract bounds them (typed text kept, the message at the field). */
export const SUPPLIER_NUMBERS = {
  score: numberField(FIELDS.score, '评分'),
  taxRate: numberField(FIELDS.taxRate, '税率'),
};

/** GB 32100-2015: the 18th character checks the first 17 (a typo in any of them is caught before sending). */
export const CHECK_CHARACTER_RULE = {
  validator: (_: unknown, value: string | undefined) =>
    !value || !new RegExp(CreditCodeSchema.pattern).test(value) || isValidCreditCode(value)
      ? Promise.resolve()
      : Promise.reject(new Error('统一社会信用代码的校验位不正确，请核对')),
};

/** Each text field's rules from the contract (its length, its pattern in words a user reads). */
export const SUPPLIER_RULES = {
  name: contractRules(FIELDS.name, '供应商名称'),
  shortName: contractRules(FIELDS.shortName, '简称'),
  creditCode: [
    ...contractRules(CreditCodeSchema, '统一社会信用代码', '18 位数字或大写字母（不含 I、O、Z、S、V）'),
    CHECK_CHARACTER_RULE,
  ],
  contactName: contractRules(FIELDS.contactName, '主联系人'),
  mobile: contractRules(FIELDS.mobile, '手机', '请输入正确的手机号码'),
  phone: contractRules(FIELDS.phone, '电话', '区号-号码，如 0755-83216688'),
  email: contractRules(FIELDS.email, '邮箱'),
  address: contractRules(FIELDS.address, '地址'),
  bankName: contractRules(FIELDS.bankName, '开户行'),
  bankAccount: contractRules(FIELDS.bankAccount, '银行账号', '银行账号只能是 8 到 30 位数字'),
  paymentTerms: contractRules(FIELDS.paymentTerms, '付款条件'),
  currency: contractRules(CurrencySchema, '币种', '3 位大写字母，如 CNY'),
  remark: contractRules(FIELDS.remark, '备注'),
};

/** 新增 starts in 人民币 at 13 % tax, with no tags, contacts or files. */
export const NEW_SUPPLIER: Partial<SupplierFormValues> = {
  currency: 'CNY',
  taxRate: 13,
  tagIds: [],
  contacts: [],
  qualifications: [],
};

/** A saved supplier as 修改 edits it: its tags by id, without what the server keeps (code, status, creation). */
export function supplierFormValues(supplier: Supplier): SupplierFormValues {
  const {
    id: _id,
    code: _code,
    tags,
    status: _s,
    statusReason: _r,
    createBy: _b,
    createTime: _t,
    ...rest
  } = supplier;
  return { ...rest, tagIds: tags.map((tag) => tag.id) };
}

/** What the form sends: texts trimmed, blank optional ones as null, exactly one primary contact. */
export function supplierInput(values: SupplierFormValues): SupplierFormValues {
  const text = (key: keyof SupplierFormValues) => blankToNull(values[key] as string | null | undefined);
  return {
    ...values,
    name: values.name.trim(),
    shortName: text('shortName'),
    contactName: text('contactName'),
    mobile: text('mobile'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    bankName: text('bankName'),
    bankAccount: text('bankAccount'),
    paymentTerms: text('paymentTerms'),
    remark: text('remark'),
    contacts: withOnePrimary(values.contacts ?? []).map((contact) => ({
      ...contact,
      name: contact.name.trim(),
      position: blankToNull(contact.position),
      mobile: blankToNull(contact.mobile),
      email: blankToNull(contact.email),
    })),
  };
}
