import { Type, type Static } from 'typebox';

/** One file in the admin file manager (GET /pro-admin/v1/session/app/{id}/files). */
export const AdminFile = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer({ minimum: 0 }),
    contentType: Type.String(),
    storageType: Type.String(),
    moduleId: Type.Union([Type.String(), Type.Null()]),
    itemId: Type.Union([Type.String(), Type.Null()]),
    expiresAt: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export const AdminFileList = Type.Object(
  { files: Type.Array(AdminFile), count: Type.Integer(), totalBytes: Type.Integer() },
  { additionalProperties: false },
);

export type AdminFile = Static<typeof AdminFile>;
export type AdminFileList = Static<typeof AdminFileList>;
