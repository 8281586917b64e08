import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { toldElsewhere } from '../../kit/data/failures';
import { downloadBlob } from '../../kit/files/downloadBlob';
import { useBlobSource } from '../../kit/files/useBlobSource';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { downloadZip } from '../../kit/zip/downloadZip';
import { pictureFileName, picturesZipName } from './returnListRules';
import { RETURNS_RESOURCE, type ReportPicture, type ReturnReport, type ReturnReportMethods } from './returnReports';

export type PicturesOf = Pick<ReturnReport, 'id' | 'supplierId' | 'productId' | 'receiptDate'>;

/** A report's pictures (keys and links); a failed read is told in the spec's words. */
export function useReportPictures(report: PicturesOf) {
  const translate = useTranslate();
  const query = useProviderQuery<ReturnReportMethods, 'pictures'>(RETURNS_RESOURCE, 'pictures', { supplierId: report.supplierId, reportId: report.id });
  const failure = useReadFailure(query.error, translate('resources.devolucoes.photos.listFailure'));
  return { pictures: query.data, isPending: query.isPending, failure };
}

/**
 * One picture's bytes (downloadImage), shown in `thumbnailRef`'s image (the kit's `useBlobSource`: revoked when the
 * card goes, as the dialog closes).
 */
export function usePicture(key: string) {
  const translate = useTranslate();
  const { data: blob, error, isPending } = useProviderQuery<ReturnReportMethods, 'picture'>(RETURNS_RESOURCE, 'picture', { key });
  const failure = useReadFailure(error, translate('resources.devolucoes.photos.failure'));
  const thumbnailRef = useBlobSource<HTMLImageElement>(blob);
  const fileName = pictureFileName(key);
  return { thumbnailRef, loaded: blob !== undefined, isPending, failure, fileName, download: blob ? () => downloadBlob(blob, fileName) : undefined };
}

/** 'Baixar todas as imagens': every picture's bytes in one zip named after the product and the receipt date. */
export function usePicturesZip(report: PicturesOf, pictures: readonly ReportPicture[] | undefined) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const dataProvider = useCustomMethods<ReturnReportMethods>();
  const [zipping, setZipping] = useState(false);

  const downloadAll = async () => {
    if (zipping || !pictures?.length) return;
    setZipping(true);
    try {
      const blobs = await Promise.all(pictures.map((picture) => dataProvider.picture(RETURNS_RESOURCE, { key: picture.key })));
      await downloadZip(
        pictures.map((picture, index) => ({ name: pictureFileName(picture.key), data: blobs[index] })),
        picturesZipName(report),
      );
    } catch (error) {
      if (!toldElsewhere(error)) snackbar.error(translate('resources.devolucoes.photos.failure'));
    } finally {
      setZipping(false);
    }
  };
  return { downloadAll, zipping };
}
