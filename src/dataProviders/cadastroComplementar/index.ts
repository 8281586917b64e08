import type { DataProvider } from 'react-admin';
import { REGISTRATION_RESOURCE, type RegistrationMethods } from '../../custom/cadastroComplementar/supplementaryRegistration';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { graphqlRequest, GraphQLError } from '../core/graphql';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { sessionUserCode } from '../core/sessionUser';
import { saveVariables, toAssignor, toBankAccount, toBankInstitution, toProfile } from './mapping';
import { ASSIGNORS_QUERY, BANK_DETAILS_QUERY, BANKS_QUERY, REGISTER_MUTATION, SUPPLIER_QUERY, UPDATE_MUTATION } from './queries';
import { NOT_REGISTERED_CODE, REGISTRATION_OPERATIONS as OP, type AssignorRow, type BankDetailsRow, type BankInstitutionRow, type SupplierRegistrationRow } from './wire';

/**
 * The supplementary registration (spec part 3, section 7, "Supplementary registration (GraphQL)"): a supplier's
 * registration with its assignors and bank accounts, the bank institutions, and the save. Methods only.
 */

const FEATURE = 'supplementaryRegistration';

async function field<T>(query: string, name: string, variables: Record<string, unknown> = {}): Promise<T> {
  const data = await graphqlRequest<Record<string, unknown>>({ query, variables, feature: FEATURE });
  const value = data[name];
  if (value === undefined || value === null) throw missingFieldsError(data);
  return value as T;
}

async function rows<T>(query: string, name: string, variables: Record<string, unknown> = {}): Promise<T[]> {
  const value = await field<unknown>(query, name, variables);
  if (!Array.isArray(value) || value.some((row) => !row || typeof row !== 'object')) throw missingFieldsError(value);
  return value as T[];
}

/** A supplier's registration; null when the server answers 404 (no registration yet). */
async function registration(supplierId: number) {
  let supplier: SupplierRegistrationRow;
  try {
    supplier = await field<SupplierRegistrationRow>(SUPPLIER_QUERY, OP.supplier, { personId: String(supplierId) });
  } catch (error) {
    if (error instanceof GraphQLError && Number(error.code) === NOT_REGISTERED_CODE) return null;
    throw error;
  }
  const profile = toProfile(supplier);
  const [assignors, bankAccounts] = await Promise.all([
    rows<AssignorRow>(ASSIGNORS_QUERY, OP.assignors, { idFDEm: supplier.idFDEm }),
    rows<BankDetailsRow>(BANK_DETAILS_QUERY, OP.bankDetails, { idFDEm: supplier.idFDEm }),
  ]);
  return {
    registrationId: supplier.idFDEm,
    supplierId: Number(supplier.personId),
    supplierName: supplier.personName ?? '',
    profile,
    assignors: assignors.map(toAssignor),
    bankAccounts: bankAccounts.map(toBankAccount),
  };
}

/** Every method with the contract's own parameters (a mapped type: withCustomMethods needs an index signature). */
const methods: { [Name in keyof RegistrationMethods]: RegistrationMethods[Name] } = {
  registration: (_resource, { supplierId }) => registration(supplierId),
  banks: async () => (await rows<BankInstitutionRow>(BANKS_QUERY, OP.banks)).map(toBankInstitution),
  save: async (_resource, save) => {
    const created = save.registrationId === null;
    const name = created ? OP.register : OP.update;
    await field<{ message?: string }>(created ? REGISTER_MUTATION : UPDATE_MUTATION, name, { ...saveVariables(save, sessionUserCode()) });
    return { created };
  },
};

/** Resource `cadastroComplementar`: methods only. */
export const registrationProvider = withCustomMethods(methodsOnlyResource(REGISTRATION_RESOURCE), methods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { [REGISTRATION_RESOURCE]: registrationProvider as DataProvider };
