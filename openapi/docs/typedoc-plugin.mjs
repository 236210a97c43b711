// @ts-check
// The contract's generated types (`paths`, `components`, `operations`) are the HTTP API itself, documented
// operation by operation on the contract's page: the sdk reference keeps their names and a link there instead of
// 30 MB of nested members.
import { Comment, Converter } from 'typedoc';

const CONTRACT_TYPES = ['paths', 'components', 'operations'];

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const name of CONTRACT_TYPES) {
      const reflection = /** @type {import('typedoc').DeclarationReflection | undefined} */ (
        context.project.getChildByName(['index', name])
      );
      if (!reflection) continue;
      for (const child of [...(reflection.children ?? [])]) context.project.removeReflection(child);
      reflection.comment = new Comment([
        {
          kind: 'text',
          text: `The contract's \`${name}\`, generated from openapi.json; every operation and schema is described in the [HTTP API reference](/docs/). Use it through \`Schema<'Name'>\`, \`DataOf<…>\` and \`CallInit<…>\`.`,
        },
      ]);
    }
  });
}
