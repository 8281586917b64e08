/** The server's own check of a contact group's description: the legacy named-record rule (mocks/http/namedRecords). */
export { NAME_LIMIT as DESCRIPTION_LIMIT, nameRefusal as descriptionRefusal, type NameRefusal as DescriptionRefusal } from '../http/namedRecords';
