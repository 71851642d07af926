import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../../config/runtimeConfig.ts';

/** Stored files' urls: absolute ones as they are; a path (the mock's `/uploads/…`) on the configured API host. */
export function useFileUrl(): (url: string) => string {
  const [host, setHost] = useState('');
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((config) => live && setHost(config.apiHost));
    return () => {
      live = false;
    };
  }, []);
  return (url) => (/^[a-z]+:/i.test(url) ? url : `${host}${url}`);
}
