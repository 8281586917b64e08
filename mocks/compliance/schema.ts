/**
 * The compliance part of the mock's GraphQL schema (spec part 3, section 7: DocumentsList(personId); names and
 * shapes in src/dataProviders/compliance/wire.ts), joined to the API's schema by mocks/http/graphqlSchema.ts.
 */
export const COMPLIANCE_SDL = /* GraphQL */ `
  "startDate/endDate 'yyyy-MM-dd'; signatureDate 'yyyy-MM-ddTHH:mm:ss' or null."
  type ComplianceDocument {
    complianceId: Int
    complianceName: String
    complianceDescription: String
    startDate: String
    endDate: String
    signatureDate: String
    isPending: Boolean
  }

  extend type Query {
    DocumentsList(personId: String!): [ComplianceDocument]
  }
`;
