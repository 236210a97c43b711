import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessErrorOf, isSuccessEnvelope, parseEnvelope } from './envelope';
import { ApiBusinessError, ApiResponseFormatError } from './errors';

describe('parseEnvelope', () => {
  it('reads the envelope', () => {
    expect(parseEnvelope('{"code":200,"message":"ok","data":[1]}', 200)).toEqual({
      code: 200,
      message: 'ok',
      data: [1],
    });
  });

  it.each([
    ['', '响应为空'],
    ['   ', '响应为空'],
    ['<html><body>502 Bad Gateway</body></html>', '不是 JSON'],
    ['[1,2]', '响应不是对象'],
    ['null', '响应不是对象'],
    ['{"message":"ok","data":null}', '缺少数字类型的 code'],
    ['{"code":"200","data":null}', '缺少数字类型的 code'],
  ])('rejects %j with a clear message', (text, detail) => {
    expect(() => parseEnvelope(text, 200)).toThrow(ApiResponseFormatError);
    expect(() => parseEnvelope(text, 200)).toThrow(detail);
  });

  it('never throws anything but ApiResponseFormatError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          try {
            const envelope = parseEnvelope(text, 200);
            expect(typeof envelope.code).toBe('number');
          } catch (error) {
            expect(error).toBeInstanceOf(ApiResponseFormatError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('businessErrorOf (spec §8)', () => {
  it('is nothing for code 200', () => {
    expect(businessErrorOf({ code: 200, message: '', data: null }, 200)).toBeUndefined();
  });

  it("carries the server's message", () => {
    const error = businessErrorOf({ code: 30001, message: '当前任务已被他人处理', data: null }, 200);
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(error).toMatchObject({ message: '当前任务已被他人处理', code: 30001, status: 200 });
  });

  it('falls back to 业务数据异常 ("business data abnormal")', () => {
    expect(businessErrorOf({ code: 500, message: '', data: null }, 200)?.message).toBe('业务数据异常');
  });
});

describe('isSuccessEnvelope', () => {
  it('is true for code 200 only', () => {
    expect(isSuccessEnvelope({ code: 200, message: 'ok', data: 1 })).toBe(true);
    expect(isSuccessEnvelope({ code: 30012, message: '旧密码错误', data: null })).toBe(false);
  });
});
