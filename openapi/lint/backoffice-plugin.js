// Our own lint rules on top of Redocly's recommended set (DESIGN.md §4).
import { dictionaryEnumProblems } from './dictionary-enums.js';
import { exampleWhenProblems } from './example-when.js';
import { memoryModeProblems } from './memory-mode.js';
import { operationCodeProblems } from './operation-codes.js';

const ENVELOPE_KEYS = ['code', 'message', 'data'];

function resolver(ctx) {
  return (node) => (node && typeof node === 'object' && '$ref' in node ? ctx.resolve(node).node : node);
}

function hasExamples(mediaType) {
  return Boolean(
    mediaType && (mediaType.example !== undefined || Object.keys(mediaType.examples ?? {}).length > 0),
  );
}

/** Every JSON 2xx response is the envelope `{code, message, data}`, alone or as every member of a oneOf. */
function SuccessEnvelope() {
  return {
    Operation: {
      enter(operation, ctx) {
        const resolve = resolver(ctx);
        for (const [status, ref] of Object.entries(operation.responses ?? {})) {
          if (!/^2\d\d$/.test(status)) continue;
          const schema = resolve(resolve(ref)?.content?.['application/json']?.schema);
          if (!schema) continue;
          const members = (schema.oneOf ?? [schema]).map(resolve);
          for (const member of members) {
            const required = member?.required ?? [];
            const properties = Object.keys(member?.properties ?? {});
            const missing = ENVELOPE_KEYS.filter(
              (key) => !required.includes(key) || !properties.includes(key),
            );
            if (missing.length > 0) {
              ctx.report({
                message: `JSON ${status} response of ${operation.operationId} must be the envelope; missing required ${missing.join(', ')}.`,
                location: ctx.location.child(['responses', status]),
              });
            }
          }
        }
      },
    },
  };
}

/** Every request body, every response and every required parameter has at least one named example. */
function NamedExamples() {
  return {
    Operation: {
      enter(operation, ctx) {
        const resolve = resolver(ctx);
        const report = (message, path) => ctx.report({ message, location: ctx.location.child(path) });
        for (const [type, mediaType] of Object.entries(resolve(operation.requestBody)?.content ?? {})) {
          if (!hasExamples(mediaType))
            report(`Request body (${type}) needs a named example.`, ['requestBody']);
        }
        for (const [status, ref] of Object.entries(operation.responses ?? {})) {
          const content = resolve(ref)?.content ?? {};
          for (const [type, mediaType] of Object.entries(content)) {
            if (!hasExamples(mediaType))
              report(`Response ${status} (${type}) needs a named example.`, ['responses', status]);
          }
        }
        for (const [index, ref] of (operation.parameters ?? []).entries()) {
          const parameter = resolve(ref);
          if (parameter?.required && !hasExamples(parameter)) {
            report(`Required parameter ${parameter.name} needs a named example.`, ['parameters', index]);
          }
        }
      },
    },
  };
}

/** Summaries are bilingual: `中文 / English`. */
function BilingualSummary() {
  return {
    Operation: {
      enter(operation, ctx) {
        if (!/^[^/]*[\u4e00-\u9fff][^/]* \/ [A-Za-z]/.test(operation.summary ?? '')) {
          ctx.report({
            message: `Summary "${operation.summary ?? ''}" must read "中文 / English".`,
            location: ctx.location.child('summary'),
          });
        }
      },
    },
  };
}

/** Object schemas in responses are closed (`additionalProperties: false`) so Prism's dynamic mode stays faithful. */
function ClosedResponseObjects() {
  return {
    Operation: {
      enter(operation, ctx) {
        const resolve = resolver(ctx);
        const seen = new Set();
        const open = [];
        const walk = (ref, path) => {
          const schema = resolve(ref);
          if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
          seen.add(schema);
          if (schema.properties && schema.additionalProperties !== false) open.push(path);
          for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}.${name}`);
          if (schema.items) walk(schema.items, `${path}[]`);
          for (const member of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
            walk(member, path);
        };
        for (const [status, ref] of Object.entries(operation.responses ?? {})) {
          walk(resolve(ref)?.content?.['application/json']?.schema, `${status}`);
        }
        for (const path of open) {
          ctx.report({
            message: `Response object ${operation.operationId} ${path} must set additionalProperties: false.`,
            location: ctx.location.child(['responses']),
          });
        }
      },
    },
  };
}

/**
 * The split contract as a walker for the checks (contract-walk.js): `$ref`s are followed through Redocly's resolver, from the
 * file each node is in, so a check can cross from a path file to its examples and schemas.
 */
function redoclyWalker(root, ctx) {
  return {
    root,
    at: ctx.location,
    open(node, at) {
      let [current, where] = [node, at];
      while (current && typeof current === 'object' && typeof current.$ref === 'string') {
        const resolved = ctx.resolve(current, where.source.absoluteRef);
        if (resolved.node === undefined) return { node: undefined, at: where };
        [current, where] = [resolved.node, resolved.location];
      }
      return { node: current, at: where };
    },
    child: (at, key) => at.child([key]),
  };
}

/** A rule that runs one check over the whole contract. */
const wholeContract = (check) => (options) => ({
  Root: {
    enter(root, ctx) {
      for (const { message, at } of check(redoclyWalker(root, ctx), options))
        ctx.report({ message, location: at });
    },
  },
});

export default function backofficePlugin() {
  return {
    id: 'backoffice',
    rules: {
      oas3: {
        'success-envelope': SuccessEnvelope,
        'named-examples': NamedExamples,
        'bilingual-summary': BilingualSummary,
        'closed-response-objects': ClosedResponseObjects,
        'operation-codes': wholeContract(operationCodeProblems),
        'example-when': wholeContract(exampleWhenProblems),
        'dictionary-enums': wholeContract(dictionaryEnumProblems),
        'memory-mode': wholeContract(memoryModeProblems),
      },
    },
  };
}
