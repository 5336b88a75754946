import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's OpenLDAP server (apt-get install -y slapd): the tests' and the demo's company directory. */
export const slapdPath = ['/usr/sbin/slapd', '/usr/local/sbin/slapd'].find((p) => existsSync(p));
const slapaddPath = ['/usr/sbin/slapadd', '/usr/local/sbin/slapadd'].find((p) => existsSync(p));

export type DirectoryUser = { uid: string; mail: string; cn: string; password: string };
export type DirectoryGroup = { cn: string; members: string[] };
export type DirectorySpec = {
  /** e.g. dc=demo,dc=local */
  suffix: string;
  serviceAccount: { cn: string; password: string };
  users: DirectoryUser[];
  groups: DirectoryGroup[];
  port: number;
};

export type RunningDirectory = { url: string; suffix: string; bindDn: string; userDn(uid: string): string; stop(): Promise<void> };

function ldif(spec: DirectorySpec): string {
  const dc = /^dc=([^,]+)/.exec(spec.suffix)?.[1] ?? 'demo';
  const userDn = (uid: string) => `uid=${uid},ou=people,${spec.suffix}`;
  const blocks = [
    `dn: ${spec.suffix}\nobjectClass: dcObject\nobjectClass: organization\ndc: ${dc}\no: ${dc}`,
    `dn: ou=people,${spec.suffix}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${spec.suffix}\nobjectClass: organizationalUnit\nou: groups`,
    `dn: cn=${spec.serviceAccount.cn},${spec.suffix}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: ${spec.serviceAccount.cn}\nuserPassword: ${spec.serviceAccount.password}`,
    ...spec.users.map(
      (u) => `dn: ${userDn(u.uid)}\nobjectClass: inetOrgPerson\nuid: ${u.uid}\ncn: ${u.cn}\nsn: ${u.cn.split(' ').pop()}\nmail: ${u.mail}\nuserPassword: ${u.password}`,
    ),
    ...spec.groups.map((g) => [`dn: cn=${g.cn},ou=groups,${spec.suffix}`, 'objectClass: groupOfNames', `cn: ${g.cn}`, ...g.members.map((m) => `member: ${userDn(m)}`)].join('\n')),
  ];
  return `${blocks.join('\n\n')}\n`;
}

function config(spec: DirectorySpec, dir: string): string {
  const serviceDn = `cn=${spec.serviceAccount.cn},${spec.suffix}`;
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    `pidfile ${path.join(dir, 'slapd.pid')}`,
    'database mdb',
    `suffix "${spec.suffix}"`,
    `rootdn "cn=admin,${spec.suffix}"`,
    `directory ${path.join(dir, 'data')}`,
    'maxsize 10485760',
    // Users bind with their own password; only the service account (and the user itself) reads entries.
    'access to attrs=userPassword by anonymous auth by * none',
    `access to * by dn.exact="${serviceDn}" read by self read by anonymous auth by * none`,
    '',
  ].join('\n');
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts slapd as a child process on 127.0.0.1:`port` with a throw-away config and database: users (inetOrgPerson
 * with mail), groups (groupOfNames) and a service account. Needs no root and no system service.
 */
export async function startDirectory(spec: DirectorySpec): Promise<RunningDirectory> {
  if (!slapdPath || !slapaddPath) throw new Error('slapd não está instalado (apt-get install -y slapd ldap-utils).');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-slapd-'));
  mkdirSync(path.join(dir, 'data'));
  writeFileSync(path.join(dir, 'slapd.conf'), config(spec, dir));
  writeFileSync(path.join(dir, 'data.ldif'), ldif(spec));
  const add = spawnSync(slapaddPath, ['-f', path.join(dir, 'slapd.conf'), '-l', path.join(dir, 'data.ldif')], { encoding: 'utf8' });
  if (add.status !== 0) throw new Error(`slapadd falhou: ${add.stderr}`);
  const url = `ldap://127.0.0.1:${spec.port}`;
  let log = '';
  const child: ChildProcess = spawn(slapdPath, ['-d', '0', '-f', path.join(dir, 'slapd.conf'), '-h', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!(await listening(spec.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`slapd não iniciou na porta ${spec.port}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    suffix: spec.suffix,
    bindDn: `cn=${spec.serviceAccount.cn},${spec.suffix}`,
    userDn: (uid) => `uid=${uid},ou=people,${spec.suffix}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
