import {
  getOperationAST,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What the newer GraphQL API refuses before running a query, as a gateway with cost limits would: introspection
 * (the schema is not public), many aliases, a root field asked twice (1,000 aliases of `orders` answered 100,000
 * rows) and pages past the largest the spec asks for (payments: 9,999 rows). docs/decisions.md, "GraphQL limits".
 */
export const GRAPHQL_LIMITS = { maxAliases: 10, maxRootFields: 5, maxPageRows: 9999 } as const;

export const GRAPHQL_REFUSALS = {
  introspection: 'Consultas de introspecção não são permitidas.',
  aliases: `A consulta excede o limite de ${GRAPHQL_LIMITS.maxAliases} aliases.`,
  rootFields: `A consulta excede o limite de ${GRAPHQL_LIMITS.maxRootFields} campos raiz.`,
  repeatedRoot: 'Cada campo raiz pode ser pedido uma vez por consulta.',
  pageRows: `Máximo de ${GRAPHQL_LIMITS.maxPageRows} linhas por página (nextRows).`,
} as const;

const INTROSPECTION = new Set(['__schema', '__type']);

/** The root fields an operation runs, through its fragments, once per response key. */
function rootFields(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

function intValue(value: ValueNode, variables: Record<string, unknown>): number | undefined {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'number' ? given : undefined;
  }
  return undefined;
}

/** Why the server refuses this (valid) query before running it; undefined when it may run. */
export function graphqlLimitRefusal(document: DocumentNode, operationName: string, variables: Record<string, unknown>): string | undefined {
  let introspection = false;
  let aliases = 0;
  let pageRows = 0;
  visit(document, {
    Field(field) {
      if (INTROSPECTION.has(field.name.value)) introspection = true;
      if (field.alias) aliases += 1;
      for (const argument of field.arguments ?? []) {
        if (argument.name.value === 'nextRows') pageRows = Math.max(pageRows, intValue(argument.value, variables) ?? 0);
      }
    },
  });
  if (introspection) return GRAPHQL_REFUSALS.introspection;
  if (aliases > GRAPHQL_LIMITS.maxAliases) return GRAPHQL_REFUSALS.aliases;
  if (pageRows > GRAPHQL_LIMITS.maxPageRows) return GRAPHQL_REFUSALS.pageRows;
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const fields = rootFields(operation.selectionSet, fragments);
  const keys = new Map<string, string>();
  for (const field of fields) keys.set(field.alias?.value ?? field.name.value, field.name.value);
  if (keys.size > GRAPHQL_LIMITS.maxRootFields) return GRAPHQL_REFUSALS.rootFields;
  if (new Set(keys.values()).size < keys.size) return GRAPHQL_REFUSALS.repeatedRoot;
  return undefined;
}
