/**
 * The supplementary registration's part of the mock's GraphQL schema (spec part 3, section 7; names and shapes in
 * src/dataProviders/cadastroComplementar/wire.ts), joined to the API's schema by mocks/http/graphqlSchema.ts. Inputs
 * are loose (nullable) on purpose: the server's own rules, not the schema, say what is missing.
 */
export const REGISTRATION_SDL = /* GraphQL */ `
  "constitutionDate 'dd/MM/yyyy'."
  type SupplierRegistration {
    idFDEm: Int
    personId: Float
    personName: String
    cnpj: String
    riskClassification: String
    annualBilling: Float
    creditLimit: Float
    socialCapital: Float
    minApprovalSignatures: Int
    constitutionDate: String
    companyType: Int
    companySize: Int
    receitaRegistrationStatus: String
  }

  type Assignor {
    idFDEm: Int
    idFCed: Int
    cnpj: String
    cpf: String
    fullName: String
    personalEmail: String
    areaCode: String
    phone: String
    isSoleSigner: String
    inSignsCessionAgreement: String
    inEndorsementSigner: String
    inGuarantor: String
    inIssuesPromissoryNote: String
    inRelatedParty: String
    inRepresentative: String
  }

  type BankDetails {
    idFDBa: Int
    idFDEm: Int
    agency: String
    bankInstitutionId: String
    bankInstitutionName: String
    checkingAccount: String
    bankDataNotes: String
  }

  type BankInstitution {
    bankInstitutionId: String
    bankInstitutionName: String
  }

  input SupplierRegistrationInput {
    idFDEm: Int
    personId: String
    cnpj: String
    riskClassification: String
    annualBilling: Float
    creditLimit: Float
    socialCapital: Float
    minApprovalSignatures: Int
    constitutionDate: String
    companyType: Int
    companySize: Int
    receitaRegistrationStatus: String
  }

  input AssignorInput {
    idFDEm: Int
    idFCed: Int
    cnpj: String
    cpf: String
    fullName: String
    personalEmail: String
    areaCode: String
    phone: String
    isSoleSigner: String
    inSignsCessionAgreement: String
    inEndorsementSigner: String
    inGuarantor: String
    inIssuesPromissoryNote: String
    inRelatedParty: String
    inRepresentative: String
  }

  input AssignorChange {
    operation: String!
    assignor: AssignorInput!
  }

  input BankDetailsInput {
    idFDBa: Int
    idFDEm: Int
    agency: String
    bankInstitutionId: String
    bankInstitutionName: String
    checkingAccount: String
    bankDataNotes: String
  }

  input BankDetailsChange {
    operation: String!
    bankDetails: BankDetailsInput!
  }

  extend type Query {
    getSupplier(personId: String!): SupplierRegistration
    getAssignor(idFDEm: Int!): [Assignor]
    getBankDetails(idFDEm: Int!): [BankDetails]
    getBankInstitutions: [BankInstitution]
  }

  extend type Mutation {
    registerSupplier(
      supplier: SupplierRegistrationInput!
      assignors: [AssignorChange!]!
      banksDetails: [BankDetailsChange!]!
      personIdOperation: String!
    ): MutationMessage
    updateSupplier(
      supplier: SupplierRegistrationInput!
      assignors: [AssignorChange!]!
      banksDetails: [BankDetailsChange!]!
      personIdOperation: String!
    ): MutationMessage
  }
`;
