/** User-facing messages, kept here once so the server, the panel and the tests use the same words. */
export const MESSAGES = {
  loginRequired: 'Você precisa estar logado para acessar esta página.',
  forbidden: 'Você não tem permissão para acessar esta página.',
  fillAllFields: 'Por favor, preencha todos os campos',
  invalidCredentials: 'Credenciais inválidas',
  loginFailed: 'Erro no login',
  loginConnection: 'Erro de conexão. Tente novamente.',
  loginLocked: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
  faqNotFound: 'FAQ not found',
  notFound: 'Recurso não encontrado',
  validation: 'Dados inválidos',
  conflict: 'Já existe um registro com esses dados',
  concurrentChange: 'Outra alteração foi feita ao mesmo tempo. Tente novamente.',
  internal: 'Erro interno do servidor',
  unavailable: 'Serviço temporariamente indisponível',
  payloadTooLarge: 'Conteúdo da requisição muito grande',
  unsupportedMediaType: 'Envie o corpo da requisição como application/json',
  invalidJson: 'JSON inválido no corpo da requisição',
  /** JSON is UTF-8: a body declared in another charset would be read wrong. */
  jsonCharset: 'Envie o corpo JSON em UTF-8 (charset=utf-8)',
  /** Every REST operation takes an object: an array, a string or null is no input it knows. */
  jsonBodyNotObject: 'O corpo da requisição precisa ser um objeto JSON',
  invalidCharacters: 'O texto contém um caractere inválido',
  tooManyRequests: 'Muitas requisições. Tente novamente em instantes.',
  idempotencyKeyInvalid:
    'Idempotency-Key inválida: use de 1 a 255 caracteres visíveis (por exemplo, um UUID).',
  idempotencyKeyReused:
    'Esta Idempotency-Key já foi usada com outra requisição. Use uma chave nova para um pedido diferente.',
  idempotencyKeyBusy:
    'Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',
  /** A refusal that is not about the signed-in user's role (a file that is never served). */
  accessDenied: 'Acesso negado',
  methodNotAllowed: 'Método não permitido neste endereço',
  /** A method name the server does not know at all (not GET, POST, …). */
  methodNotImplemented: 'Método HTTP não reconhecido',
  uriTooLong: 'Endereço da requisição longo demais',
  /** A REST call named a field or parameter the operation does not take (each is listed). */
  unknownField: 'Campo não reconhecido nesta operação',
  unknownParameter: 'Parâmetro não reconhecido nesta operação',
  /** If-Match named a version of the item that is no longer current (or it is gone). */
  preconditionFailed: 'O item mudou desde a sua leitura',
  ifMatchUnsupported: 'If-Match não vale neste endereço: ele não tem uma leitura (GET) própria',
  /** A list asked for with both paging styles: which window was meant cannot be told. */
  mixedPaging: 'Use page e page_size ou limit e offset, não os dois juntos',
  /** A Range header past the end of the file (the answer says the file's size). */
  rangeNotSatisfiable: 'O trecho pedido (Range) fica fora do tamanho do arquivo',
  headersTooLarge: 'Cabeçalhos da requisição grandes demais',
  /** A request the HTTP parser could not read (broken request line, header or encoding). */
  malformedRequest: 'Requisição malformada',
  /** A proxy-style target naming another site (`POST http://outro.site/…`). */
  foreignTarget: 'Requisição para outro endereço: envie só o caminho (por exemplo, /api/faqs).',
  /** Browsers keep `#…` to themselves; a target carrying one was not sent by one. */
  fragmentInTarget: 'O endereço da requisição não pode conter "#".',
  duplicateHost: 'A requisição tem mais de um cabeçalho Host.',
  /** A JSON body whose bytes are not valid UTF-8. */
  invalidUtf8: 'Corpo com caracteres inválidos (use UTF-8)',
  /** A replay of a call that hands out a secret (a session, a key) would hand it out again. */
  replayRefused: 'Repetição não permitida para esta operação',
  requiredField: 'Campo obrigatório',
  invalidNumber: 'Informe um número',
  invalidId: 'Identificador inválido: use um número inteiro positivo',
  invalidDateTime: 'Data e hora inválidas: use o formato ISO 8601 (AAAA-MM-DDTHH:MM:SS com fuso)',
  invalidDate: 'Data inválida: use o formato AAAA-MM-DD',
  dateOutOfRange: 'Data fora do intervalo permitido (1970–2100)',
  commonPassword: 'Esta senha é muito comum. Escolha outra.',
  companyUpdated: 'Informações da empresa atualizadas com sucesso!',
  companyUpdateFailed: 'Erro ao atualizar informações da empresa',
  settingsUpdated: 'Configurações atualizadas com sucesso!',
  settingsUpdateFailed: 'Erro ao atualizar configurações',
  cannotChangeSelf: 'Você não pode desativar ou excluir a sua própria conta.',
  lastAdmin: 'É preciso manter pelo menos um administrador ativo.',
  usernameTaken: 'Este nome de usuário já está em uso',
  emailTaken: 'Este e-mail já está em uso por outro usuário',
  passwordResetRequested:
    'Se existir uma conta com esse usuário ou e-mail, enviamos um link para criar uma nova senha. Ele vale por 30 minutos.',
  passwordResetInvalid:
    'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.',
  passwordResetDone: 'Senha alterada. Entre com a nova senha.',
  slugTaken: 'Já existe um post com este slug',
  marketingUpdateFailed: 'Erro ao atualizar configuração',
  saved: 'Alterações salvas',
  deleted: 'Excluído com sucesso',
  invalidBannerJson: 'O conteúdo do banner precisa ser um JSON válido',
} as const;

/** Headings of the small pages public addresses answer with an error (its message below). */
export const ERROR_PAGE_TITLES: Readonly<Record<number, string>> = {
  400: 'Requisição inválida',
  401: 'Acesso restrito',
  403: 'Acesso negado',
  404: 'Oops! Página não encontrada',
  405: 'Método não permitido',
  408: 'Tempo esgotado',
  409: 'Conflito',
  412: 'O item mudou',
  413: 'Conteúdo grande demais',
  414: 'Endereço longo demais',
  415: 'Tipo de conteúdo não aceito',
  416: 'Trecho fora do arquivo',
  429: 'Muitas requisições',
  431: 'Cabeçalhos grandes demais',
  500: 'Erro interno',
  501: 'Método não reconhecido',
  503: 'Serviço indisponível',
};
