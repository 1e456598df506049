export interface paths {} export interface components { schemas: Record<string, never> }
