/**
 * The most common passwords of eight characters or more (from public breach frequency lists), plus the
 * Thai favourites; a member cannot choose one of these.
 */
export const commonPasswords = new Set(
  `12345678 123456789 1234567890 password password1 password123 passw0rd p@ssw0rd p@ssword qwertyui qwerty123
qwertyuiop 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx 11111111 00000000 12341234 87654321 11223344 12121212
123123123 123321123 abc12345 abcd1234 abcdefgh iloveyou iloveyou1 sunshine princess football baseball
welcome1 welcome123 admin123 administrator letmein1 monkey123 dragon123 superman batman123 trustno1
master123 starwars computer internet 987654321 qwerty12 asdfghjk asdfasdf asd12345 zxcvbnm1 zxcvbnm123
q1w2e3r4 a1b2c3d4 123qweasd qweasdzxc 1234qwer qwer1234 aaaaaaaa changeme whatever michael1 jennifer
shadow12 charlie1 freedom1 secret123 lovely12 loveyou1 iloveu123 hello123 helloworld 55555555 66666666
77777777 88888888 99999999 22222222 33333333 44444444 13131313 10203040 11112222 12344321 147258369
159753456 741852963 789456123 147852369 123654789 24682468 13579246 thailand thailand1 bangkok1 klass123
klass2026 sawasdee sawadee1 chiangmai 25252525 12345679 qwerty1234 password12 iloveyou2 myspace1
football1 baseball1 jordan23 liverpool chelsea1 arsenal1 manchester pokemon1 minecraft fortnite
roblox123 mobilelegends freefire garena123`.split(/\s+/),
)
