// @ts-check
// backoffice/dictionary-enums (openapi/lint/dictionary-enums.js): an x-dict enum and its dictionary's values.
import { plainWalker } from '@backoffice/openapi/lint/contract-walk.js';
import { dictionaryEnumProblems } from '@backoffice/openapi/lint/dictionary-enums.js';
import { describe, expect, it } from 'vitest';
import { envelope } from './lint-fixtures.js';

/**
 * A contract with the Urgency enum marked x-dict and getDictData's examples; `values` are the urgency example's.
 * @param {string[] | undefined} values
 */
function dictionaryContract(values) {
  const dictData = (dictType, list) => ({
    'x-when': { query: { dictType } },
    value: envelope(list.map((value) => ({ dictType, value, label: value }))),
  });
  const examples = {
    empty: { value: envelope([]) },
    projectStatus: dictData('project_status', ['IN_PROGRESS']),
  };
  if (values) examples.urgency = dictData('urgency', values);
  const spec = {
    paths: {
      '/api/admin/dict/data': {
        get: {
          operationId: 'getDictData',
          responses: { 200: { content: { 'application/json': { examples } } } },
        },
      },
      '/api/workflow/process/start': {
        post: {
          operationId: 'startProcess',
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { urgency: { $ref: '#/components/schemas/Urgency' } } },
              },
            },
          },
          responses: {},
        },
      },
    },
    components: {
      schemas: { Urgency: { type: 'string', 'x-dict': 'urgency', enum: ['NORMAL', 'URGENT', 'CRITICAL'] } },
    },
  };
  return dictionaryEnumProblems(plainWalker(spec)).map((problem) => problem.message);
}

describe('the dictionary of an enum holds its values (backoffice/dictionary-enums)', () => {
  it('accepts the same values in any order', () => {
    expect(dictionaryContract(['URGENT', 'NORMAL', 'CRITICAL'])).toEqual([]);
  });

  it('names the values missing and the values the enum does not have', () => {
    expect(dictionaryContract(['NORMAL', 'URGENT', 'HIGH'])).toEqual([
      "Dictionary urgency must hold exactly the enum's values; missing CRITICAL; not in the enum HIGH.",
    ]);
  });

  it('wants an example for the dictionary', () => {
    expect(dictionaryContract(undefined)).toEqual([
      'x-dict urgency: getDictData has no example for dictType urgency.',
    ]);
  });
});
