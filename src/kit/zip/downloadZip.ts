import { downloadBlob } from '../files/downloadBlob';
import { kitText } from '../kitText';
import { enqueueSnackbar } from '../snackbar/queue';
import { zipFiles, type ZipEntry } from './zipFiles';

/**
 * Zips the files and saves the zip (e.g. a batch of ZPL labels). A failure (jszip's chunk not loading
 * after a deploy, an unreadable Blob) is told in a snackbar; resolves to whether the zip was saved.
 */
export async function downloadZip(entries: readonly ZipEntry[], fileName: string): Promise<boolean> {
  try {
    downloadBlob(await zipFiles(entries), fileName);
    return true;
  } catch {
    enqueueSnackbar(kitText('zip.failed'), { type: 'error' });
    return false;
  }
}
