import { db } from '../db/db';

/** Whether a person code is a supplier of the seed (users and staff are not; payments and invoices exist only for suppliers). */
export const isSupplier = (personId: number): boolean => db.tables.pessoas.some((person) => person.supplierType !== null && Number(person.codigo) === personId);
