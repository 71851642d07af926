import { contract, type CallSpec } from '@assessor/contract';

/**
 * The contract entry behind an endpoint name. Endpoint names are the contract's names, so no registry is filled while
 * endpoints are derived; the app itself needs no lookup (a call's auth flag comes back in the base query's `meta`).
 */
export function callOfEndpoint(endpointName: string): CallSpec | undefined {
  return (contract as Record<string, CallSpec | undefined>)[endpointName];
}
