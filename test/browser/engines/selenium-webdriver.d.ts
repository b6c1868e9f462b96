// selenium-webdriver ships no types (and @types/selenium-webdriver is not installed): the
// little of its API that engines/webkit.ts uses.
declare module 'selenium-webdriver' {
  // biome-ignore lint/complexity/noStaticOnlyClass: the library's own shape, declared as it is.
  export class By {
    static css(selector: string): By;
  }

  export const Key: { readonly ENTER: string };

  export interface WebElement {
    click(): Promise<void>;
    /** Focuses the element first, as WebDriver's Element Send Keys does. */
    sendKeys(...keys: string[]): Promise<void>;
  }

  export interface TargetLocator {
    defaultContent(): Promise<void>;
    frame(id: WebElement): Promise<void>;
  }

  export interface WebDriver {
    get(url: string): Promise<void>;
    findElement(locator: By): Promise<WebElement>;
    /** A function is sent as `return (fn).apply(null, arguments)`; the result comes back as JSON. */
    executeScript(script: string | ((arg: never) => unknown), ...args: unknown[]): Promise<unknown>;
    switchTo(): TargetLocator;
    manage(): { window(): { setRect(rect: { width: number; height: number }): Promise<unknown> } };
    quit(): Promise<void>;
    /** The current browsing context, as a base64 PNG. */
    takeScreenshot(): Promise<string>;
  }

  export class Builder {
    /** Leaves SELENIUM_BROWSER and SELENIUM_REMOTE_URL from the environment out. */
    disableEnvironmentOverrides(): this;
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    /** The driver, a thenable too: awaiting it waits for the new session. */
    build(): PromiseLike<WebDriver>;
  }
}
