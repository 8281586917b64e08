/** Runtime configuration, read once from Vite's environment (see README, "Configuração"). */
const env = import.meta.env;

function parseFunctionKeys(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const config = {
  mock: env.VITE_MOCK === 'on',
  debug: env.VITE_DEBUG === 'on',
  legacyApiUrl: env.VITE_LEGACY_API_URL || '/api/legacy',
  ordersApiUrl: env.VITE_ORDERS_API_URL || '/api/sourcing',
  graphqlUrl: env.VITE_GRAPHQL_URL || '/api/graphql',
  apiBearer: env.VITE_API_BEARER || 'portal-fornecedor',
  apiKey: env.VITE_API_KEY || 'portal-fornecedor-api-key',
  gatewayKey: env.VITE_GATEWAY_KEY || 'portal-fornecedor-gateway-key',
  functionKey: env.VITE_FUNCTION_KEY || 'portal-fornecedor-function-key',
  functionKeys: parseFunctionKeys(env.VITE_FUNCTION_KEYS),
  version: '1.8.0',
} as const;

export type ApiName = 'legacy' | 'orders' | 'graphql';

/** Absolute URL of an API path; relative bases resolve against the page's origin. */
export function apiUrl(api: ApiName, path = ''): string {
  const base = api === 'legacy' ? config.legacyApiUrl : api === 'orders' ? config.ordersApiUrl : config.graphqlUrl;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(base.replace(/\/$/, '') + path, origin).toString();
}

export function functionKeyFor(feature: string | undefined): string {
  return (feature && config.functionKeys[feature]) || config.functionKey;
}
