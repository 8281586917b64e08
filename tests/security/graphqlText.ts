import { getNamedType, isLeafType, isObjectType, type GraphQLOutputType } from 'graphql';
import { graphqlSchema } from '../../mocks/http/graphqlSchema';

/** Every leaf field of a type, and one level of its object fields: what a client could ask of a root field. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter(
    (field) => field.args.every((arg) => !arg.type.toString().endsWith('!')) && (isLeafType(getNamedType(field.type)) || depth > 1),
  );
  return ` { ${fields.map((field) => field.name + selection(field.type, depth - 1)).join(' ')} }`;
}

/** An operation on one root field with the given arguments as variables, typed from the schema, asking for every field. */
export function operationText(kind: 'query' | 'mutation', name: string, field: string, args: Record<string, unknown>): string {
  const root = kind === 'query' ? graphqlSchema().getQueryType() : graphqlSchema().getMutationType();
  const definition = root?.getFields()[field];
  if (!definition) throw new Error(`${kind} ${field} is not in the schema`);
  const used = definition.args.filter((arg) => arg.name in args);
  const header = used.length > 0 ? `(${used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')})` : '';
  const call = used.length > 0 ? `(${used.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return `${kind} ${name}${header} { ${field}${call}${selection(definition.type, 2)} }`;
}
