// What an attacker or a broken client sends, for http/hostile-input.test.ts: every route with a body it accepts
// (each hostile case replaces one field, or the whole body), and values no well-behaved device produces.
import { randomUUID } from 'node:crypto';
import { ROLES } from '@gestar/domain/entities/role';
import { build, type Session } from '../features/sync/test-kit.ts';

type Json = { [key: string]: unknown };
export type Fixtures = {
  admin: Session;
  refreshToken: string;
  farmId: string;
  valueId: string;
  typeId: string;
};
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (f: Fixtures) => string;
  auth: boolean;
  /** A body the route accepts; each hostile case replaces one field of it, or all of it. */
  body?: (f: Fixtures) => Json;
  /** Answers a file (a spreadsheet) when the call is good: only its refusals are JSON. */
  file?: true;
};

const deep = (depth: number, open: string, close: string, core = '1') =>
  `${open.repeat(depth)}${core}${close.repeat(depth)}`;

/** Raw JSON text, so values JSON.stringify cannot produce (1e400, 20,000 levels) reach the server as sent. */
export const HOSTILE_VALUES: [string, string][] = [
  ['a number beyond double range', '1e400'],
  ['a negative number beyond double range', '-1e400'],
  ['an integer beyond 2^53', '9007199254740993'],
  ['a negative integer', '-1'],
  ['a fraction', '0.5'],
  ['text with U+0000', '"a\\u0000b"'],
  ['a lone surrogate', '"\\ud800"'],
  ['20,000 characters', JSON.stringify('x'.repeat(20_000))],
  ['an array', '[1,"a",null,{}]'],
  ['an object', '{"$gt":"","__proto__":{"isAdmin":true}}'],
  ['20,000 nested arrays', deep(20_000, '[', ']')],
  ['20,000 nested objects', deep(20_000, '{"a":', '}')],
  ['true', 'true'],
  ['null', 'null'],
  ['empty text', '""'],
  ['an impossible date', '"2026-02-30"'],
  ['a date past year 9999', '"+275760-09-13T00:00:00.000Z"'],
  ['the text NaN', '"NaN"'],
  ['the text Infinity', '"Infinity"'],
  ['a constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
];

export const HOSTILE_BODIES: [string, string][] = [
  ['an empty object', '{}'],
  ['an array', '[]'],
  ['an array of the body', '[{}]'],
  ['a string', '"texto"'],
  ['a number', '0'],
  ['null', 'null'],
  ['20,000 nested arrays', deep(20_000, '[', ']')],
  ['20,000 nested objects', deep(20_000, '{"a":', '}')],
  [
    'a prototype-pollution attempt',
    '{"__proto__":{"roles":["Administrador"]},"constructor":{"prototype":{}}}',
  ],
  ['malformed JSON', '{"a":'],
];

/** The password test-support/accounts.ts gives every test user. */
export const TEST_PASSWORD = 'senha-de-teste-123';

export const ROUTES: [string, Route][] = [
  [
    'POST /api/Authentication/Login (e-mail)',
    {
      method: 'POST',
      path: () => '/api/Authentication/Login',
      auth: false,
      body: (f) => ({ email: f.admin.email, password: TEST_PASSWORD }),
    },
  ],
  [
    'POST /api/Authentication/Login (CPF)',
    {
      method: 'POST',
      path: () => '/api/Authentication/Login',
      auth: false,
      body: () => ({ cpf: '52998224725', password: TEST_PASSWORD }),
    },
  ],
  [
    'POST /api/Authentication/RefreshToken',
    {
      method: 'POST',
      path: () => '/api/Authentication/RefreshToken',
      auth: false,
      body: () => ({ refreshToken: 'x'.repeat(43) }),
    },
  ],
  [
    'PUT /api/Account/ForgotPassword',
    {
      method: 'PUT',
      path: () => '/api/Account/ForgotPassword',
      auth: false,
      body: (f) => ({ email: f.admin.email }),
    },
  ],
  [
    'PUT /api/Account/ResetPassword',
    {
      method: 'PUT',
      path: () => '/api/Account/ResetPassword',
      auth: false,
      body: (f) => ({
        email: f.admin.email,
        password: 'nova-senha-123',
        confirmPassword: 'nova-senha-123',
        token: 'x'.repeat(43),
      }),
    },
  ],
  ['GET /api/Termo/ObterAtivo', { method: 'GET', path: () => '/api/Termo/ObterAtivo?tipo=C', auth: false }],
  ['GET /api/health', { method: 'GET', path: () => '/api/health', auth: false }],
  [
    'POST /api/Termo/Aceitar',
    { method: 'POST', path: () => '/api/Termo/Aceitar', auth: true, body: () => ({ tipo: 'C' }) },
  ],
  ['GET /api/Account', { method: 'GET', path: () => '/api/Account', auth: true }],
  ['GET /api/Account/{id}', { method: 'GET', path: (f) => `/api/Account/${f.admin.id}`, auth: true }],
  [
    'POST /api/Account',
    {
      method: 'POST',
      path: () => '/api/Account',
      auth: true,
      body: () => ({
        nomeCompleto: 'Ana Ribeiro',
        email: `ana.${randomUUID()}@fazenda.test`,
        cpf: null,
        estado: 'GO',
        municipio: 'Rio Verde',
        zoetisId: 'Z-1',
        superiorId: null,
        roles: [ROLES.inseminador.id],
      }),
    },
  ],
  [
    'PUT /api/Account/{id}',
    {
      method: 'PUT',
      path: (f) => `/api/Account/${f.admin.id}`,
      auth: true,
      body: () => ({ nomeCompleto: 'Administração', municipio: 'Jataí', zoetisId: 'Z-2' }),
    },
  ],
  ['DELETE /api/Account/{id}', { method: 'DELETE', path: () => `/api/Account/${randomUUID()}`, auth: true }],
  [
    'POST /api/tracking',
    {
      method: 'POST',
      path: () => '/api/tracking',
      auth: true,
      body: (f) => ({ userId: f.admin.id, sessionId: 'sessao-1', data: [{ tela: '/D0', evento: 'abrir' }] }),
    },
  ],
  [
    'POST /api/sync/Queue',
    {
      method: 'POST',
      path: () => '/api/sync/Queue',
      auth: true,
      body: (f) => ({
        tipoId: 'fazendas',
        loggedUser: f.admin.id,
        contents: [{ verbo: 'POST', json: build.fazenda(f.admin.id) }],
      }),
    },
  ],
  [
    'POST /api/sync/half-sync',
    {
      method: 'POST',
      path: () => '/api/sync/half-sync',
      auth: true,
      body: (f) => ({
        lastPulledAt: 0,
        fazendasBaixadas: [{ id: f.farmId, lastPulledAt: 0 }],
        lotesBaixados: [],
      }),
    },
  ],
  ['GET /api/ValorDominio', { method: 'GET', path: () => '/api/ValorDominio', auth: true }],
  [
    'POST /api/ValorDominio',
    {
      method: 'POST',
      path: () => '/api/ValorDominio',
      auth: true,
      body: (f) => ({
        id: randomUUID(),
        valor: 'Escore 6',
        descricao: 'Teste',
        tipoDominioId: f.typeId,
        valorDominioPaiId: null,
      }),
    },
  ],
  [
    'PUT /api/ValorDominio',
    {
      method: 'PUT',
      path: () => '/api/ValorDominio',
      auth: true,
      body: (f) => ({
        id: f.valueId,
        valor: 'Escore 7',
        descricao: null,
        tipoDominioId: f.typeId,
      }),
    },
  ],
  [
    'DELETE /api/ValorDominio/{id}',
    { method: 'DELETE', path: () => `/api/ValorDominio/${randomUUID()}`, auth: true },
  ],
  ['GET /api/TipoDominio', { method: 'GET', path: () => '/api/TipoDominio', auth: true }],
  [
    'POST /api/TipoDominio',
    {
      method: 'POST',
      path: () => '/api/TipoDominio',
      auth: true,
      body: () => ({ id: randomUUID(), nome: 'Tipo de teste', descricao: 'Criado por teste' }),
    },
  ],
  [
    'PUT /api/TipoDominio',
    {
      method: 'PUT',
      path: () => '/api/TipoDominio',
      auth: true,
      body: (f) => ({ id: f.typeId, nome: 'Tipo alterado', descricao: null }),
    },
  ],
  [
    'DELETE /api/TipoDominio/{id}',
    { method: 'DELETE', path: () => `/api/TipoDominio/${randomUUID()}`, auth: true },
  ],
  [
    'POST /api/Authentication/Logout',
    {
      method: 'POST',
      path: () => '/api/Authentication/Logout',
      auth: false,
      body: () => ({ refreshToken: 'x'.repeat(43) }),
    },
  ],
  [
    'POST /api/Profile',
    {
      method: 'POST',
      path: () => '/api/Profile',
      auth: false,
      body: (f) => ({
        email: f.admin.email,
        cpf: null,
        password: TEST_PASSWORD,
        roleId: ROLES.veterinario.id,
      }),
    },
  ],
  [
    'POST /api/Account/ConfirmEmail',
    {
      method: 'POST',
      path: () => '/api/Account/ConfirmEmail',
      auth: false,
      body: () => ({ token: 'x'.repeat(43) }),
    },
  ],
  ['GET /api/config', { method: 'GET', path: () => '/api/config', auth: false }],
  ['GET /api/Comprovante', { method: 'GET', path: () => '/api/Comprovante', auth: true }],
  [
    'POST /api/Comprovante',
    {
      method: 'POST',
      path: () => '/api/Comprovante',
      auth: true,
      body: () => ({
        fileName: 'comprovante.gestar',
        content: JSON.stringify({
          sha256: '0'.repeat(64),
          conteudo: {
            versao: 1,
            tipo: 'D0',
            geradoEm: '2026-11-27T10:00:00Z',
            usuarioId: randomUUID(),
            lotes: [],
            d0s: [],
          },
        }),
      }),
    },
  ],
  [
    'GET /api/RelatorioGrafico/getRelatorioPorFazenda',
    {
      method: 'GET',
      path: (f) => `/api/RelatorioGrafico/getRelatorioPorFazenda?FazendaId=${f.farmId}`,
      auth: true,
    },
  ],
  [
    'POST /api/Exportacao/exportacaoMatrizGeralPorFazenda',
    {
      method: 'POST',
      path: () => '/api/Exportacao/exportacaoMatrizGeralPorFazenda',
      auth: true,
      file: true,
      body: (f) => ({ Id: f.farmId, Fields: ['codVaca'], Formato: 'padrao', EstacaoMonta: null }),
    },
  ],
  [
    'POST /api/Importacao/Previa',
    {
      method: 'POST',
      path: () => '/api/Importacao/Previa',
      auth: true,
      body: () => ({
        loteId: randomUUID(),
        fileName: 'dados.xlsx',
        content: Buffer.from('não é zip').toString('base64'),
      }),
    },
  ],
  [
    'POST /api/Importacao/Aplicar',
    {
      method: 'POST',
      path: () => '/api/Importacao/Aplicar',
      auth: true,
      body: () => ({
        loteId: randomUUID(),
        fileName: 'dados.xlsx',
        content: Buffer.from('não é zip').toString('base64'),
        versao: '1',
      }),
    },
  ],
];

/** Path and query strings no route expects. */
export const HOSTILE_URLS: [string, Route['method'], string][] = [
  ['an id that is U+0000', 'GET', '/api/Account/%00'],
  ['an id of 5,000 characters', 'GET', `/api/Account/${'a'.repeat(5000)}`],
  ['a malformed escape', 'GET', '/api/Account/%E0%A4%A'],
  ['a path traversal', 'GET', '/api/Account/..%2F..%2Fetc%2Fpasswd'],
  ['an id that is a huge number', 'PUT', '/api/Account/1e400'],
  ['an id that is an emoji', 'DELETE', '/api/Account/%F0%9F%90%84'],
  ['a domain value id that is U+0000', 'DELETE', '/api/ValorDominio/%00'],
  ['a domain type id of 5,000 characters', 'DELETE', `/api/TipoDominio/${'a'.repeat(5000)}`],
  ['a term type that is U+0000', 'GET', '/api/Termo/ObterAtivo?tipo=%00'],
  ['a term type given twice', 'GET', '/api/Termo/ObterAtivo?tipo[]=C&tipo[]=P'],
  ['a term type of 10,000 characters', 'GET', `/api/Termo/ObterAtivo?tipo=${'C'.repeat(10_000)}`],
  ['a cursor beyond double range', 'POST', '/api/sync/half-sync?lastPulledAt=1e400'],
  ['a negative cursor and an empty page', 'POST', '/api/sync/half-sync?lastPulledAt=-1&pageSize=0'],
  ['a page size of 20 digits', 'POST', '/api/sync/half-sync?pageSize=99999999999999999999'],
  ['a cursor that is U+0000', 'POST', '/api/sync/half-sync?lastPulledAt=%00'],
  ['a report farm id that is U+0000', 'GET', '/api/RelatorioGrafico/getRelatorioPorFazenda?FazendaId=%00'],
  ['a report batch id given twice', 'GET', '/api/RelatorioGrafico/getRelatorioPorLote?LoteId[]=a&LoteId[]=b'],
  ['a report without its id', 'GET', '/api/RelatorioGrafico/getRelatorioPorRetiro'],
];
