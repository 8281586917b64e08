import type { CustomMethod } from '../../types/providerMethods';

/**
 * The logistics protocol's domain (spec part 3: "Logistics protocol", sections 5 and 9): the one current protocol PDF
 * every holder of protocolo-logistico reads, replaced by holders of manter-protocolo-logistico. Wire:
 * src/dataProviders/protocoloLogistico/wire.ts.
 */
export const PROTOCOL_RESOURCE = 'protocoloLogistico';

/** Replaces the protocol (the screen's upload box). */
export const MAINTAIN_PROTOCOL = 'manter-protocolo-logistico';

/** Spec part 3, section 9: protocol uploads up to 5 MB; a file of exactly 5 MB is taken ("max 5 MB shown"). */
export const PROTOCOL_MAX_BYTES = 5 * 1024 * 1024;

/** The name the viewer's download saves the protocol under. */
export const PROTOCOL_FILE_NAME = 'protocolo-logistico.pdf';

export interface LogisticsProtocolMethods {
  /** The current protocol's PDF. */
  protocolFile: CustomMethod<Record<string, never>, Blob>;
  /** Puts `file` (a PDF already checked) in the current protocol's place, for every user. */
  replaceProtocol: CustomMethod<{ file: File }, void>;
}
