import type { Middleware } from 'openapi-fetch';
import { contextOf } from '../call-context';
import { businessErrorOf, type Envelope, parseEnvelope } from '../envelope';
import { type ApiError, ApiResponseFormatError } from '../errors';
import { reported } from '../notice';
import type { Notify } from '../notify';

/** A response that does not match the contract (reported in development builds only). */
export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  issues: string[];
}
/** Validates a JSON body against the contract; see `@backoffice/sdk/contract`. */
export type ContractCheck = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => ContractViolation | undefined;

/** What the envelope rule needs from the client. */
export interface EnvelopeOptions {
  notify: Notify;
  contractCheck: ContractCheck | undefined;
  onContractViolation: (violation: ContractViolation) => void;
}

/**
 * spec §7/§8: the body is the `{code, message, data}` envelope. Code 200 resolves the call to `data`; any other
 * code shows the message (or 业务数据异常) unless `businessNotice: false`, and rejects with ApiBusinessError. With
 * `raw: true` the call resolves to the whole envelope, business errors included. A body that is not the envelope
 * rejects with ApiResponseFormatError, and so does a successful envelope answering a `download()` (which wants a
 * file; a business error there is still the business error). In development the contract check sees every
 * envelope first.
 */
export function envelopeMiddleware({
  notify,
  contractCheck,
  onContractViolation,
}: EnvelopeOptions): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const call = contextOf(request);
      if (call.settled) return;
      const text = await response.text();
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(text, response.status);
      } catch (error) {
        throw reported(notify, error as ApiError, call.httpNotice);
      }
      const violation = contractCheck?.(request.method.toLowerCase(), schemaPath, response.status, envelope);
      if (violation) onContractViolation(violation);
      const error = businessErrorOf(envelope, response.status);
      if (error && !call.raw) throw reported(notify, error, call.businessNotice);
      if (call.expectFile)
        throw reported(
          notify,
          new ApiResponseFormatError('不是文件下载', response.status, 'not a file'),
          call.httpNotice,
        );
      call.settled = true;
      call.result = call.raw ? envelope : envelope.data;
    },
  };
}
