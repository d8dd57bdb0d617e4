export declare const NO_BROWSER_UI_FLAG: string;
