import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A mail server on loopback that speaks just enough SMTP for nodemailer, and can be held: while `hold()` is on,
 * it takes each message but answers its end only on `release()`, as a slow server would.
 */
export async function startFakeSmtp() {
  const delivered: string[] = []
  let held: Array<() => void> | null = null
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = ''
    let data: string[] | null = null
    const say = (line: string) => socket.write(`${line}\r\n`)
    say('220 fake-smtp ready')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line !== '.') {
            data.push(line)
            continue
          }
          delivered.push(data.join('\n'))
          data = null
          const accept = () => say('250 queued')
          if (held) held.push(accept)
          else accept()
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp')
        else if (verb === 'DATA') {
          data = []
          say('354 go ahead')
        } else if (verb === 'QUIT') {
          say('221 bye')
          socket.end()
        } else say('250 ok')
      }
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The messages taken so far (headers and body as sent). */
    delivered,
    hold() {
      held ??= []
    },
    release() {
      const waiting = held ?? []
      held = null
      for (const accept of waiting) accept()
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((closed) => server.close(() => closed()))
    },
  }
}
