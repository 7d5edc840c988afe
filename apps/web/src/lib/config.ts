/** Runtime configuration read from /config.json at start-up (learner spec §1). */
export interface AppConfig {
  /** Origin of the API; '' = same origin. Requests go to `${baseUrl}/api/...`. */
  baseUrl: string;
  /** Detailed error texts in the error dialog. */
  debug: boolean;
  /** Show estimated learning times. */
  displayTime: boolean;
  /** Request time-out in seconds (0 = none). */
  maxRequestTimeout: number;
}

export const defaultConfig: AppConfig = {
  baseUrl: '',
  debug: false,
  displayTime: true,
  maxRequestTimeout: 30,
};

let current: AppConfig = defaultConfig;

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(config: Partial<AppConfig>): void {
  current = { ...defaultConfig, ...config };
}

/** Hook form for components; the config does not change after start-up. */
export function useConfig(): AppConfig {
  return current;
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const data = (await response.json()) as Partial<AppConfig>;
  setConfig({
    baseUrl: typeof data.baseUrl === 'string' ? data.baseUrl.replace(/\/+$/, '') : defaultConfig.baseUrl,
    debug: data.debug === true,
    displayTime: data.displayTime !== false,
    maxRequestTimeout:
      typeof data.maxRequestTimeout === 'number' && data.maxRequestTimeout >= 0
        ? data.maxRequestTimeout
        : defaultConfig.maxRequestTimeout,
  });
  return current;
}
