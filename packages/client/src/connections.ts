import type {
  ClearCacheAnswer,
  ClearCacheBody,
  ConnectionAnswer,
  ConnectionSchemaAnswer,
  ConnectionSchemaQuery,
  CreateConnectionBody,
  DeleteConnectionAnswer,
  GetAllPublicConnectionsAnswer,
  GetAllPublicConnectionsBody,
  GetConnectionAnswer,
  GetConnectionBody,
  GetConnectionsAnswer,
  GetConnectionsBody,
  ListConnectionsAnswer,
  PreviewAnswer,
  PreviewBody,
  StrictTenantCoverageAnswer,
  StrictTenantCoverageBody,
  TenantAccessAnswer,
  TestConnectionAnswer,
  TestConnectionBody,
  UpdateConnectionBody,
  UploadBody,
} from './connection-types';
import { withQuery, type Http } from './http';
import { uploadFile } from './upload';

/** Methods of the Connections API table of docs/dev/contracts.md. */
export function connectionMethods(http: Http) {
  const { request } = http;
  return {
    listConnections: () => request<ListConnectionsAnswer>('GET', '/connection/list'),
    createConnection: (body: CreateConnectionBody) =>
      request<ConnectionAnswer>('POST', '/connection/create', body),
    /** Tests a saved connection (`connectionId`) or unsaved `settings`; failures throw the engine's message. */
    testConnection: (body: TestConnectionBody) =>
      request<TestConnectionAnswer>('POST', '/connection/test', body),
    updateConnection: (body: UpdateConnectionBody) =>
      request<ConnectionAnswer>('PATCH', '/connection', body),
    deleteConnection: (id: string) =>
      request<DeleteConnectionAnswer>('DELETE', withQuery('/connection', { id })),
    getConnectionSchema: ({ connectionId, refresh }: ConnectionSchemaQuery) =>
      request<ConnectionSchemaAnswer>(
        'GET',
        withQuery('/connection/schema', { connectionId, refresh: refresh ? 1 : undefined }),
      ),
    /**
     * Every table of the connection with its state for tenants (scoped, shared, hidden,
     * unclassified) and a proposed tenant column; `refresh` re-introspects the engine first.
     */
    tenantAccess: (connectionId: string, refresh = false) =>
      request<TenantAccessAnswer>(
        'GET',
        withQuery('/connection/tenant-access', { connectionId, refresh: refresh ? 1 : undefined }),
      ),
    previewTable: (body: PreviewBody) =>
      request<PreviewAnswer>('POST', '/connection/preview', body),
    /** Multipart upload with progress (XMLHttpRequest `upload.onprogress` in browsers). */
    uploadFile: (body: UploadBody) => uploadFile(http, body),
    clearConnectionCache: (body: ClearCacheBody) =>
      request<ClearCacheAnswer>('POST', '/connection/clear-cache', body),

    getConnection: (body: GetConnectionBody) =>
      request<GetConnectionAnswer>('POST', '/tenant/get-connection', body),
    getConnections: (body: GetConnectionsBody) =>
      request<GetConnectionsAnswer>('POST', '/tenant/get-connections', body),
    getAllPublicConnections: (body: GetAllPublicConnectionsBody = {}) =>
      request<GetAllPublicConnectionsAnswer>('POST', '/tenant/get-all-public-connections', body),
    strictTenantCoverage: (body: StrictTenantCoverageBody) =>
      request<StrictTenantCoverageAnswer>('POST', '/query/strict-tenant-coverage', body),
  };
}
