/**
 * A real DNS server for tests (UDP on 127.0.0.1, a free port): it answers A, CNAME and TXT
 * questions from a zone the test edits while it runs, NXDOMAIN for names it does not hold and
 * an empty answer for a type the name lacks, as an authoritative server would. The server
 * under test reaches it through `DNS_SERVERS=127.0.0.1:{port}`, with its ordinary resolver.
 */
import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';

export type ZoneEntry = { A?: string[]; CNAME?: string; TXT?: string[] };

export type TestDnsServer = {
  /** host:port for DNS_SERVERS. */
  address: string;
  /** Names (lower case, no final dot) → their records; edit freely between look-ups. */
  zone: Map<string, ZoneEntry>;
  /** How many questions were answered (to see that a check really asked). */
  questions: () => number;
  close: () => Promise<void>;
};

function answersFor(zone: Map<string, ZoneEntry>, name: string, type: string): dnsPacket.Answer[] | null {
  const entry = zone.get(name.toLowerCase().replace(/\.$/, ''));
  if (!entry) return null;
  const base = { name, ttl: 1, class: 'IN' as const };
  // A CNAME answers every type; a resolver asking for A follows it to the target's records.
  if (entry.CNAME) {
    const cname: dnsPacket.Answer = { ...base, type: 'CNAME', data: entry.CNAME };
    if (type === 'CNAME') return [cname];
    const target = answersFor(zone, entry.CNAME, type) ?? [];
    return [cname, ...target];
  }
  if (type === 'A') return (entry.A ?? []).map((data) => ({ ...base, type: 'A', data }));
  if (type === 'TXT') return (entry.TXT ?? []).map((data) => ({ ...base, type: 'TXT', data }));
  return [];
}

export async function startDnsServer(initial: Record<string, ZoneEntry> = {}, port = 0): Promise<TestDnsServer> {
  const zone = new Map(Object.entries(initial));
  const socket = dgram.createSocket('udp4');
  let questions = 0;
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions++;
    const answers = answersFor(zone, question.name, question.type);
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      // Authoritative answer, recursion desired/available, and NXDOMAIN (rcode 3) for an unknown name.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (answers === null ? 3 : 0),
      questions: [question],
      answers: answers ?? [],
    });
    socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    address: `127.0.0.1:${socket.address().port}`,
    zone,
    questions: () => questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
