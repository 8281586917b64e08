import { REGISTRATION_OPERATIONS as OP } from './wire';

/** The GraphQL documents of the supplementary registration; variables carry the arguments' own names. */
export const SUPPLIER_QUERY = `query ${OP.supplier}($personId: String!) {
  getSupplier(personId: $personId) {
    idFDEm personId personName cnpj riskClassification annualBilling creditLimit socialCapital minApprovalSignatures
    constitutionDate companyType companySize receitaRegistrationStatus
  }
}`;

export const ASSIGNORS_QUERY = `query ${OP.assignors}($idFDEm: Int!) {
  getAssignor(idFDEm: $idFDEm) {
    idFDEm idFCed cnpj cpf fullName personalEmail areaCode phone isSoleSigner inSignsCessionAgreement inEndorsementSigner
    inGuarantor inIssuesPromissoryNote inRelatedParty inRepresentative
  }
}`;

export const BANK_DETAILS_QUERY = `query ${OP.bankDetails}($idFDEm: Int!) {
  getBankDetails(idFDEm: $idFDEm) { idFDBa idFDEm agency bankInstitutionId bankInstitutionName checkingAccount bankDataNotes }
}`;

export const BANKS_QUERY = `query ${OP.banks} {
  getBankInstitutions { bankInstitutionId bankInstitutionName }
}`;

const saveMutation = (name: string) => `mutation ${name}($supplier: SupplierRegistrationInput!, $assignors: [AssignorChange!]!, $banksDetails: [BankDetailsChange!]!, $personIdOperation: String!) {
  ${name}(supplier: $supplier, assignors: $assignors, banksDetails: $banksDetails, personIdOperation: $personIdOperation) { message }
}`;

export const REGISTER_MUTATION = saveMutation(OP.register);
export const UPDATE_MUTATION = saveMutation(OP.update);
