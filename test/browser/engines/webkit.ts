// Debian's WebKitGTK: WebKitWebDriver (webkit2gtk-driver) starts its MiniBrowser, which has no
// headless mode, on a private Xvfb; selenium-webdriver speaks WebDriver classic to the driver.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { DESKTOP } from '../demo';
import {
  type Engine,
  type EngineSession,
  FRAME_SELECTOR,
  requireBinary,
  type Script,
  until,
  type Where,
} from './driver';
import { startXvfb } from './xvfb';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
const INSTALL = 'webkit2gtk-driver xvfb';
const LIB_DIR = `/usr/lib/${process.arch == 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;

/** The MiniBrowser webkit2gtk-driver depends on; its directory names the API version (4.0, 4.1). */
function miniBrowserPath(): string {
  const dir = existsSync(LIB_DIR) ? readdirSync(LIB_DIR).find((name) => /^webkit2gtk-4\.\d+$/.test(name)) : undefined;
  const path = dir && join(LIB_DIR, dir, 'MiniBrowser');
  if (!path || !existsSync(path))
    throw new Error(
      `WebKitGTK's MiniBrowser not found under ${LIB_DIR}/webkit2gtk-4.*/. Install it with \`apt-get update && apt-get install -y ${INSTALL}\`.`,
    );
  return path;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb has no GPU and no DMA-BUF: the rendering paths that need them are turned off. The XDG dirs make a fresh profile. */
const driverEnv = (display: string, home: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DISPLAY: display,
  GDK_BACKEND: 'x11',
  LIBGL_ALWAYS_SOFTWARE: '1',
  WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  WEBKIT_DISABLE_DMABUF_RENDERER: '1',
  XDG_CONFIG_HOME: join(home, 'config'),
  XDG_DATA_HOME: join(home, 'data'),
  XDG_CACHE_HOME: join(home, 'cache'),
});

export const webkitEngine: Engine = {
  name: 'WebKitGTK',
  async start(): Promise<EngineSession> {
    requireBinary(WEBKIT_DRIVER_PATH, 'WebKitWebDriver', INSTALL);
    const binary = miniBrowserPath();
    const cleanups: (() => Promise<void> | void)[] = [];
    // Every step runs even when one fails (a driver that died cannot quit): nothing is left running.
    const cleanUp = async () => {
      const failures: unknown[] = [];
      for (const step of cleanups.splice(0).reverse())
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => failures.push(error));
      if (failures.length) throw failures[0];
    };
    try {
      const xvfb = await startXvfb();
      cleanups.push(xvfb.stop);
      const home = mkdtempSync(join(tmpdir(), 'chat-online-webkit-'));
      cleanups.push(() => rmSync(home, { recursive: true, force: true }));

      const port = await freePort();
      const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
        env: driverEnv(xvfb.display, home),
        stdio: 'ignore',
      });
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      cleanups.push(async () => {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
        await exited;
      });
      const url = `http://127.0.0.1:${port}`;
      await until('WebKitWebDriver to listen', async () => (await fetch(url + '/status')).ok);

      const driver: WebDriver = await new Builder()
        .disableEnvironmentOverrides()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // --automation: the browser takes the driver's commands (what WebKitWebDriver passes by default).
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        })
        .build();
      cleanups.push(() => driver.quit());
      await driver.manage().window().setRect({ width: DESKTOP.viewport!.width, height: DESKTOP.viewport!.height });

      const inside = async (where: Where) => {
        await driver.switchTo().defaultContent();
        if (where == 'frame') await driver.switchTo().frame(await driver.findElement(By.css(FRAME_SELECTOR)));
      };
      const element = async (where: Where, css: string) => {
        await inside(where);
        return driver.findElement(By.css(css));
      };
      return {
        open: (url) => driver.get(url),
        click: async (where, css) => (await element(where, css)).click(),
        async typeAndEnter(where, css, text) {
          const input = await element(where, css);
          // Send Keys focuses the element by script, and in a cross-origin frame WebKit leaves a
          // script's focus() without effect ("Element is not focusable"); a click focuses it.
          await input.click();
          await input.sendKeys(text, Key.ENTER);
        },
        async run<A, R>(where: Where, script: Script<A, R>, arg: A) {
          await inside(where);
          return (await driver.executeScript(script, arg)) as R;
        },
        async screenshot(path) {
          await driver.switchTo().defaultContent();
          writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
        },
        close: cleanUp,
      };
    } catch (error) {
      // What failed to start says more than what then failed to stop.
      await cleanUp().catch(() => undefined);
      throw error;
    }
  },
};
