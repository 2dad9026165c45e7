/**
 * Common passwords a member cannot choose (issue 19): zxcvbn's list of about 49,000 from public breach
 * frequency lists (@zxcvbn-ts/language-common, kept up to date with the library), plus the Thai favourites
 * and this site's own names, which that list does not hold.
 */
const ourFavourites =
  `p@ssword 00000000 12341234 87654321 12121212 123123123 abcdefgh 987654321 aaaaaaaa lovely12
iloveu123 55555555 66666666 77777777 88888888 99999999 22222222 33333333 44444444 13131313 24682468 25252525
thailand1 klass123 klass2026 sawasdee sawadee1 sawasdee1 chiangmai fortnite roblox123 mobilelegends
freefire garena123`.split(/\s+/)

let commonPasswords: Promise<Set<string>> | null = null

/** The list is large: it is loaded with the first new password, not as the server starts. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set([...dictionary['passwords-common'], ...ourFavourites]),
  )
  return (await commonPasswords).has(password.toLowerCase())
}
