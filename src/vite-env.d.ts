/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK?: 'on' | 'off';
  readonly VITE_LEGACY_API_URL?: string;
  readonly VITE_ORDERS_API_URL?: string;
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_API_BEARER?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_GATEWAY_KEY?: string;
  readonly VITE_FUNCTION_KEY?: string;
  readonly VITE_FUNCTION_KEYS?: string;
  readonly VITE_DEBUG?: 'on' | 'off';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
