import {
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Met what only graphql-js's execute answers exactly (a directive, an abstract type, a null where the schema forbids it). */
class NotProjectable extends Error {}

/**
 * The answer graphql-js's execute gives for a validated query over plain data (no resolver functions): each selected
 * field under its alias, each leaf serialized by its schema type. It walks the selection without a resolver call, a
 * promise check and a response path per field: executing the 9,999 payments of the large supplier (about 300,000
 * fields) took most of the second the payments page may take. Answers undefined when the query needs execute's own
 * rules (variables of the wrong type, directives, interfaces or unions, a null in a non-null field, a value its scalar
 * refuses).
 */
export function projectQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  data: unknown,
): Record<string, unknown> | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || definition.name?.value === operationName),
  );
  const root = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!operation || !root) return undefined;
  if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  try {
    return projectObject(root, operation.selectionSet, data as Record<string, unknown>, fragments);
  } catch (error) {
    if (error instanceof NotProjectable) return undefined;
    throw error;
  }
}

function projectObject(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  source: Record<string, unknown>,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  const fields = type.getFields();
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) throw new NotProjectable();
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const key = selection.alias?.value ?? name;
      if (name === '__typename') {
        into[key] = type.name;
        continue;
      }
      const field = fields[name];
      if (!field) throw new NotProjectable();
      into[key] = projectValue(field.type, selection.selectionSet, source[name], fragments);
    } else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== type.name)) throw new NotProjectable();
      projectObject(type, fragment.selectionSet, source, fragments, into);
    }
  }
  return into;
}

function projectValue(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  value: unknown,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): unknown {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) throw new NotProjectable();
    return projectValue(type.ofType, selectionSet, value, fragments);
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'function') throw new NotProjectable();
  if (isListType(type)) {
    if (!Array.isArray(value)) throw new NotProjectable();
    return value.map((item: unknown) => projectValue(type.ofType, selectionSet, item, fragments));
  }
  if (isScalarType(type) || isEnumType(type)) {
    if (servedAsIs(type.name, value)) return value;
    try {
      return type.serialize(value);
    } catch {
      throw new NotProjectable();
    }
  }
  if (isObjectType(type) && selectionSet && typeof value === 'object') return projectObject(type, selectionSet, value as Record<string, unknown>, fragments);
  throw new NotProjectable();
}

const INT_LIMIT = 2 ** 31;

/** A value the built-in scalar's serialize would hand back unchanged (most of a large answer: checked without a call). */
function servedAsIs(typeName: string, value: unknown): boolean {
  switch (typeName) {
    case 'String':
      return typeof value === 'string';
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Int':
      return Number.isInteger(value) && (value as number) >= -INT_LIMIT && (value as number) < INT_LIMIT;
    case 'Boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}
