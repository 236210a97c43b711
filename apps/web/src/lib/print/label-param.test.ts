import { describe, expect, it } from 'vitest';
import { labelIdsFrom } from './label-param';

const A = '0b80a25553a14945a93258ef7777682c';
const B = 'dd2ee150d2844277b89c1af40ce8fcc9';

describe('labelIdsFrom (?labels= shows the label sheet of these rows)', () => {
  it('reads the ids, each once, in their order', () => {
    expect(labelIdsFrom(new URLSearchParams(`labels=${B},${A},${B}&pageNum=2`))).toEqual([B, A]);
  });

  it.each(['', 'labels=', `labels=${A},not-an-id`, `print=${A}`])('asks for no labels from %j', (search) => {
    expect(labelIdsFrom(new URLSearchParams(search))).toEqual([]);
  });
});
