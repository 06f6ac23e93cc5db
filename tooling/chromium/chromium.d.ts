/** Debian's Chromium, as every browser test and benchmark here launches it: no downloads, no background traffic. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
/** poppler's `pdftotext`, beside its `pdfinfo`: the browser tests read a printed ticket's PDF back with them. */
export declare const PDFTOTEXT_PATH: string;
