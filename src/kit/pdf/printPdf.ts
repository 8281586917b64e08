/**
 * Prints a PDF with the browser's own PDF engine, which prints vector pages at the printer's resolution
 * without drawing every page to a canvas first. The bytes go to a hidden frame as a same-origin object URL
 * (not sandboxed: that would block the PDF plugin), whose window prints once loaded; window.open instead
 * would be stopped as a pop-up (the bytes arrive after the click) and would leave a tab behind.
 * Returns the clean-up that removes the frame and frees the bytes; call it only once printing is over
 * (on the next print or when the viewer closes), as the print dialog may still be reading them.
 */
export function printPdf(pdf: Blob): () => void {
  const url = URL.createObjectURL(pdf);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Hidden by size, not display:none, so that the browser still lays out the PDF plugin inside it.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  frame.addEventListener(
    'load',
    () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    },
    { once: true },
  );
  frame.src = url;
  document.body.appendChild(frame);
  return () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
}
