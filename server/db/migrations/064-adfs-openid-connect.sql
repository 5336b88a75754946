-- Issue 12: 'Continuar com Microsoft' became an OpenID Connect flow. The old server.adfs {authorizeUrl, clientId,
-- clientSecret, redirectPath} becomes {issuer, clientId, clientSecret}: ADFS .../adfs/oauth2/authorize -> .../adfs,
-- Entra ID .../{tenant}/oauth2/v2.0/authorize -> .../{tenant}/v2.0; the demo's placeholder ADFS host -> the demo
-- identity provider that npm start runs. The secret is kept as stored (encrypted or not).
UPDATE tenants SET document = jsonb_set(
    document::jsonb,
    '{server,adfs}',
    (document::jsonb #> '{server,adfs}') - 'authorizeUrl' - 'redirectPath' || jsonb_build_object(
      'issuer',
      CASE
        WHEN document::jsonb #>> '{server,adfs,authorizeUrl}' = 'https://adfs.acme.com.br/adfs/oauth2/authorize' THEN 'http://127.0.0.1:4100'
        WHEN document::jsonb #>> '{server,adfs,authorizeUrl}' ~ '/oauth2/v2\.0/authorize'
          THEN regexp_replace(document::jsonb #>> '{server,adfs,authorizeUrl}', '/oauth2/v2\.0/authorize.*$', '/v2.0')
        ELSE regexp_replace(document::jsonb #>> '{server,adfs,authorizeUrl}', '/oauth2/authorize.*$', '')
      END
    )
  )::json
  WHERE document::jsonb #>> '{server,adfs,authorizeUrl}' IS NOT NULL;
