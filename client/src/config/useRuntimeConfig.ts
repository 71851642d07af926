import { useEffect, useState } from 'react';
import { defaultConfig, loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig.ts';

/** The runtime configuration for screens: the defaults until config.json is read. */
export function useRuntimeConfig(): RuntimeConfig {
  const [config, setConfig] = useState<RuntimeConfig>(defaultConfig);
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
