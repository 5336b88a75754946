/** pt-BR texts of files (SPEC §5 File rules, §8 Upload errors; texts SPEC leaves to the design are ours). */
export const fileMessages = {
  /** The field label in 'Arquivo(arquivo) não informado' when a call names none. */
  defaultLabel: 'arquivo',
  errors: {
    /** SPEC §8: the upload reply had no key or url. */
    uploadFailed: 'Não foi possível fazer upload do arquivo.',
    tooLarge: (name: string, limit: string) => `O Arquivo(${name}) passa do tamanho máximo de ${limit}.`,
    tooLargeGeneric: 'O arquivo passa do tamanho máximo permitido.',
    wrongContent: (name: string) => `O conteúdo do Arquivo(${name}) não corresponde à extensão.`,
    wrongContentGeneric: 'O conteúdo do arquivo não corresponde à extensão.',
    badSignature: 'Link do arquivo inválido ou expirado. Peça um novo link.',
    notFound: 'Arquivo não encontrado.',
    badPath: 'Caminho do arquivo inválido.',
  },
  /** The file picker's face (renderers/ui/file-field.tsx): the same words whatever the browser's language. */
  picker: {
    choose: 'Escolher arquivo',
    none: 'Nenhum arquivo escolhido',
  },
  item: {
    send: 'Enviar arquivo',
    sending: 'Enviando…',
    sent: (name: string) => `Arquivo ${name} enviado.`,
    listTitle: 'Arquivos enviados',
    empty: 'Nenhum arquivo enviado ainda.',
    download: (name: string) => `Baixar ${name}`,
    allowed: (list: string) => `Tipos aceitos: ${list}.`,
    maxSize: (limit: string) => `Tamanho máximo: ${limit}.`,
    loadFailed: 'Não foi possível carregar os arquivos.',
  },
  admin: {
    nav: 'Arquivos',
    title: 'Arquivos',
    intro: 'Os arquivos enviados pelos usuários da empresa, com o espaço que ocupam.',
    total: (count: number, size: string) => `${count === 1 ? '1 arquivo' : `${count.toLocaleString('pt-BR')} arquivos`}, ${size} no total.`,
    name: 'Nome',
    key: 'Chave',
    size: 'Tamanho',
    module: 'Módulo / item',
    createdAt: 'Enviado em',
    actions: 'Ações',
    delete: 'Excluir',
    deleteLabel: (name: string) => `Excluir ${name}`,
    confirm: (name: string) => `Excluir o arquivo ${name}? Esta ação não pode ser desfeita.`,
    cancel: 'Cancelar',
    deleted: (name: string) => `Arquivo ${name} excluído.`,
    empty: 'Nenhum arquivo enviado.',
    caption: 'Arquivos da empresa',
  },
} as const;
