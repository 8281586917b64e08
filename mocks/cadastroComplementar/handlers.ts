import { format } from 'date-fns';
import type { PermissionKey } from '../../src/permissions/keys';
import {
  NOT_REGISTERED_CODE,
  REGISTRATION_OPERATIONS,
  type AssignorChange,
  type BankDetailsChange,
  type SupplierRegistrationInput,
  type SupplierRegistrationRow,
} from '../../src/dataProviders/cadastroComplementar/wire';
import { db } from '../db/db';
import type { Caller } from '../http/endpoint';
import { graphqlEndpoint, graphqlError } from '../http/graphqlEndpoint';
import { BANK_INSTITUTIONS } from './banks';
import { appliedRows, checkedProfile, REGISTRATION_MESSAGES as M, RegistrationRefusal, supplierFor } from './rules';
import type { RegistrationRecord } from './seed';

const PERMISSION: PermissionKey = 'documentos.cadastro-compl';

type Args = Record<string, unknown>;

const knownSupplier = (personId: number): boolean => db.tables.pessoas.some((row) => row.supplierType !== null && Number(row.codigo) === personId);
const supplierName = (personId: number): string => db.tables.pessoas.find((row) => Number(row.codigo) === personId)?.nome ?? '';
const registrationOf = (personId: number): RegistrationRecord | undefined => db.tables.supplierRegistrations.find((row) => row.personId === personId);

/**
 * One operation of the area. A refusal (RegistrationRefusal) becomes the answer's error with its message and code,
 * and nothing is stored: a write changes the tables only once every rule passed.
 */
const operation = (kind: 'query' | 'mutation', name: string, resolve: (args: Args, caller: Caller) => unknown) =>
  graphqlEndpoint(kind, name, { permission: PERMISSION }, ({ variables, caller }) => {
    try {
      return { [name]: resolve(variables, caller) };
    } catch (error) {
      if (error instanceof RegistrationRefusal) return graphqlError(error.message, error.code);
      throw error;
    }
  });

/** The registration an id names, when the caller may read that supplier's. */
function readableRegistration(caller: Caller, idFDEm: unknown): RegistrationRecord {
  const registration = db.tables.supplierRegistrations.find((row) => row.idFDEm === Number(idFDEm));
  if (!registration) throw new RegistrationRefusal(NOT_REGISTERED_CODE, M.notRegistered);
  supplierFor(caller, registration.personId, knownSupplier);
  return registration;
}

const nextIdFrom = (start: number): (() => number) => {
  let last = Math.max(
    start,
    ...db.tables.registrationAssignors.map((row) => row.idFCed),
    ...db.tables.registrationBankDetails.map((row) => row.idFDBa),
  );
  return () => (last += 1);
};

interface SaveArgs {
  supplier?: Partial<SupplierRegistrationInput>;
  assignors?: AssignorChange[];
  banksDetails?: BankDetailsChange[];
  personIdOperation?: string;
}

/** registerSupplier (no registration yet) or updateSupplier (the supplier's own one): checked whole, then stored. */
function save(args: SaveArgs, caller: Caller, creating: boolean): { message: string } {
  if (String(args.personIdOperation ?? '').trim() !== caller.user.codigo) throw new RegistrationRefusal(403, M.otherUser);
  const supplier = args.supplier ?? {};
  const personId = supplierFor(caller, supplier.personId, knownSupplier);
  const existing = registrationOf(personId);
  if (creating && existing) throw new RegistrationRefusal(409, M.alreadyRegistered);
  if (!creating && !existing) throw new RegistrationRefusal(NOT_REGISTERED_CODE, M.notRegistered);
  if (existing && supplier.idFDEm !== existing.idFDEm) throw new RegistrationRefusal(400, M.registrationMismatch);
  const profile = checkedProfile(supplier, format(new Date(), 'yyyy-MM-dd'));
  const idFDEm = existing?.idFDEm ?? Math.max(500, ...db.tables.supplierRegistrations.map((row) => row.idFDEm)) + 1;
  const rows = appliedRows(
    idFDEm,
    {
      assignors: db.tables.registrationAssignors.filter((row) => row.idFDEm === idFDEm),
      bankDetails: db.tables.registrationBankDetails.filter((row) => row.idFDEm === idFDEm),
    },
    { assignors: args.assignors ?? [], banksDetails: args.banksDetails ?? [] },
    nextIdFrom(9000),
  );
  const record: RegistrationRecord = { idFDEm, personId, ...profile, updatedBy: caller.user.codigo };
  db.tables.supplierRegistrations = [...db.tables.supplierRegistrations.filter((row) => row.idFDEm !== idFDEm), record];
  db.tables.registrationAssignors = [...db.tables.registrationAssignors.filter((row) => row.idFDEm !== idFDEm), ...rows.assignors];
  db.tables.registrationBankDetails = [...db.tables.registrationBankDetails.filter((row) => row.idFDEm !== idFDEm), ...rows.bankDetails];
  db.touch('supplierRegistrations');
  db.touch('registrationAssignors');
  db.touch('registrationBankDetails');
  return { message: creating ? M.created : M.updated };
}

export const registrationHandlers = [
  /** A supplier's registration; none yet answers the 404 the screen reads as "CADASTRAR". */
  operation('query', REGISTRATION_OPERATIONS.supplier, (args, caller) => {
    const personId = supplierFor(caller, args.personId, knownSupplier);
    const registration = registrationOf(personId);
    if (!registration) throw new RegistrationRefusal(NOT_REGISTERED_CODE, M.notRegistered);
    const { updatedBy: _updatedBy, ...row } = registration;
    const answer: SupplierRegistrationRow = { ...row, personName: supplierName(personId) };
    return answer;
  }),

  operation('query', REGISTRATION_OPERATIONS.assignors, (args, caller) => {
    const { idFDEm } = readableRegistration(caller, args.idFDEm);
    return db.tables.registrationAssignors.filter((row) => row.idFDEm === idFDEm).sort((a, b) => a.idFCed - b.idFCed);
  }),

  operation('query', REGISTRATION_OPERATIONS.bankDetails, (args, caller) => {
    const { idFDEm } = readableRegistration(caller, args.idFDEm);
    return db.tables.registrationBankDetails.filter((row) => row.idFDEm === idFDEm).sort((a, b) => a.idFDBa - b.idFDBa);
  }),

  operation('query', REGISTRATION_OPERATIONS.banks, () => BANK_INSTITUTIONS),

  operation('mutation', REGISTRATION_OPERATIONS.register, (args, caller) => save(args as SaveArgs, caller, true)),
  operation('mutation', REGISTRATION_OPERATIONS.update, (args, caller) => save(args as SaveArgs, caller, false)),
];
