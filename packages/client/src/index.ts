export { ApiError } from './api-error';
export { createClient, type ChartroomClient, type ClientOptions } from './create-client';
export type { TokenSource } from './http';
export type * from './types';
export type * from './connection-types';
export { SECRET_SETTING_KEYS } from './connection-types';
