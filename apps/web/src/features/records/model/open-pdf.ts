import { pdfPopup } from '@tabib/contracts/medical-files';

/**
 * Opens the 800x1200 popup at once (inside the click, so blockers let it through), then
 * shows the pdf in it when its bytes arrive. Null when the popup was blocked.
 */
export function openPdfPopup(load: () => Promise<Blob>, onError: (error: unknown) => void): Window | null {
  const popup = window.open('', '_blank', `popup=yes,width=${pdfPopup.width},height=${pdfPopup.height}`);
  if (!popup) return null;
  load().then(
    (blob) => {
      const url = URL.createObjectURL(blob);
      popup.location.href = url;
      // The popup keeps its document once loaded; the URL is released a minute later.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    (error: unknown) => {
      popup.close();
      onError(error);
    },
  );
  return popup;
}
