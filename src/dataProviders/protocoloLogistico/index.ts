import type { DataProvider } from 'react-admin';
import { PROTOCOL_FILE_NAME, PROTOCOL_RESOURCE, type LogisticsProtocolMethods } from '../../custom/protocoloLogistico/logisticsProtocol';
import { translate } from '../../i18n/translate';
import { base64Of } from '../core/base64';
import { withCustomMethods } from '../core/customMethods';
import { downloadTicket } from '../core/downloadTicket';
import { requestFile } from '../core/fileResponse';
import { assertLegacyWriteOk } from '../core/legacyEnvelope';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { uploadFile } from '../core/upload';
import { LOGISTICS_PATHS, type ProtocolUploadFields } from './wire';

/** The download path carries a single-use download ticket (the legacy embedded view opened it as a link). */
const downloadPath = async (): Promise<string> =>
  `${LOGISTICS_PATHS.download}/${encodeURIComponent(await downloadTicket())}/${LOGISTICS_PATHS.downloadName}`;

const methods: { [Name in keyof LogisticsProtocolMethods]: LogisticsProtocolMethods[Name] } = {
  protocolFile: async () => {
    const { blob } = await requestFile(await downloadPath(), {
      fallbackName: PROTOCOL_FILE_NAME,
      failureMessage: translate('pages.protocoloLogistico.loadFailure'),
    });
    return blob;
  },
  replaceProtocol: async (_resource, { file }) => {
    const fields: ProtocolUploadFields = { file: await base64Of(file) };
    const { body } = await uploadFile({
      path: LOGISTICS_PATHS.upload,
      method: 'POST',
      fields: { ...fields },
      files: [],
      failureMessage: translate('pages.protocoloLogistico.uploadFailure'),
    });
    assertLegacyWriteOk(body);
  },
};

/** Resource `protocoloLogistico`: custom methods only (the file and its replacement). */
export const logisticsProtocolProvider = withCustomMethods(methodsOnlyResource(PROTOCOL_RESOURCE), methods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  [PROTOCOL_RESOURCE]: logisticsProtocolProvider as DataProvider,
};
