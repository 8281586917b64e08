/** The server's own check of a group's name (nm_org): the legacy named-record rule (mocks/http/namedRecords). */
export { nameRefusal as groupNameProblem, type NameRefusal as GroupNameFault } from '../http/namedRecords';
