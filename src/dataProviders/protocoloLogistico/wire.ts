/**
 * Wire shapes of the logistics protocol (spec part 3, section 7: "GET /protocoloLogistico/downloadFileProtocolo/{token}/protocolo
 * (embedded view); GET and POST logistic protocol file (POST form field file, base64)"), legacy REST API. The POST's
 * path is not shown: it is fixed here, once, for the client and the mock alike (docs/decisions.md, "Issue 19 — logi").
 */
export const LOGISTICS_PATHS = {
  /** GET `${download}/{token}/protocolo` → the current protocol's PDF bytes (application/pdf), byte for byte as uploaded. */
  download: '/protocoloLogistico/downloadFileProtocolo',
  /** The last segment of the download path: the one file the legacy API keeps under this name. */
  downloadName: 'protocolo',
  /** POST multipart, text field `file` = the PDF as base64 → { status, message }; needs manter-protocolo-logistico. */
  upload: '/protocoloLogistico/uploadFileProtocolo',
} as const;

/** The upload's form fields: the file as base64 text, not a file part. */
export interface ProtocolUploadFields {
  file: string;
}
