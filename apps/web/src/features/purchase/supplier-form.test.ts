import { describe, expect, it } from 'vitest';
import {
  CHECK_CHARACTER_RULE,
  type SupplierFormValues,
  supplierFormValues,
  supplierInput,
} from './supplier-form';
import type { Supplier } from './supplier-rules';

// 深圳市华强电子有限公司 of the contract's examples, trimmed to what the mappers read.
const SUPPLIER: Supplier = {
  id: '6f1d2c3b4a5948f7a6b5c4d3e2f10a9b',
  code: 'SUP-0001',
  name: '深圳市华强电子有限公司',
  shortName: '华强电子',
  category: 'ELECTRONIC',
  grade: 'A',
  score: 92,
  creditCode: '91440300MA5DC7K2X9',
  taxRate: 13,
  contactName: '李明',
  mobile: '13800138000',
  phone: null,
  email: null,
  address: '深圳市福田区华强北路 1002 号',
  bankName: null,
  bankAccount: null,
  paymentTerms: '月结 30 天',
  currency: 'CNY',
  tags: [{ id: 't1', name: '核心供应商', color: '#1677ff' }],
  status: 'FROZEN',
  statusReason: '资质到期',
  contacts: [],
  qualifications: [],
  remark: null,
  createBy: 'admin',
  createTime: '2024-03-01 09:00:00',
};

describe('supplierFormValues (修改)', () => {
  it("edits the supplier's own fields and its tags by id, not what the server keeps", () => {
    const values = supplierFormValues(SUPPLIER);
    expect(values.tagIds).toEqual(['t1']);
    expect(values).toMatchObject({ name: SUPPLIER.name, creditCode: SUPPLIER.creditCode, score: 92 });
    for (const kept of ['id', 'code', 'tags', 'status', 'statusReason', 'createBy', 'createTime'])
      expect(values).not.toHaveProperty(kept);
  });
});

describe('supplierInput (保存)', () => {
  const values = (change: Partial<SupplierFormValues>): SupplierFormValues => ({
    ...supplierFormValues(SUPPLIER),
    ...change,
  });

  it('trims the texts and sends blank optional ones as null', () => {
    const input = supplierInput(
      values({ name: '  华强电子  ', shortName: '   ', email: '', remark: ' 优先 ' }),
    );
    expect(input).toMatchObject({ name: '华强电子', shortName: null, email: null, remark: '优先' });
    expect(input.address).toBe('深圳市福田区华强北路 1002 号');
  });

  it('sends exactly one primary contact, their blank fields as null', () => {
    const contact = { position: ' ', mobile: '', email: null, primary: false };
    const input = supplierInput(
      values({
        contacts: [
          { ...contact, id: 'c1', name: ' 王芳 ' },
          { ...contact, id: 'c2', name: '赵强', primary: true },
        ],
      }),
    );
    expect(input.contacts).toEqual([
      { id: 'c1', name: '王芳', position: null, mobile: null, email: null, primary: false },
      { id: 'c2', name: '赵强', position: null, mobile: null, email: null, primary: true },
    ]);
  });
});

describe('统一社会信用代码 check character', () => {
  const check = (value?: string) => CHECK_CHARACTER_RULE.validator(undefined, value);
  it('accepts a code whose 18th character checks the first 17, and leaves an empty one to 必填', async () => {
    await expect(check('91440300MA5DC7K2X9')).resolves.toBeUndefined();
    await expect(check(undefined)).resolves.toBeUndefined();
  });
  it('refuses a typo the check character catches', async () => {
    await expect(check('91440300MA5DC7K2X8')).rejects.toThrow('统一社会信用代码的校验位不正确，请核对');
  });
  it('leaves a code of the wrong shape to the pattern rule (one message at a time)', async () => {
    await expect(check('9144')).resolves.toBeUndefined();
  });
});
