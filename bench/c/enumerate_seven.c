/* The peer of bench/poker_counts.py: visit every 7-card hand of 52 cards (133,784,560) and fold
 * each one's card mask into a checksum, so the compiler cannot skip the visits. No evaluation:
 * "enumerating the hands alone". Build: cc -O2 -o enumerate_seven enumerate_seven.c */
#include <stdint.h>
#include <stdio.h>

int main(void) {
    uint64_t sum = 0, hands = 0;
    for (int a = 0; a < 52; a++) { uint64_t ma = 1ULL << a;
    for (int b = a + 1; b < 52; b++) { uint64_t mb = ma | 1ULL << b;
    for (int c = b + 1; c < 52; c++) { uint64_t mc = mb | 1ULL << c;
    for (int d = c + 1; d < 52; d++) { uint64_t md = mc | 1ULL << d;
    for (int e = d + 1; e < 52; e++) { uint64_t me = md | 1ULL << e;
    for (int f = e + 1; f < 52; f++) { uint64_t mf = me | 1ULL << f;
    for (int g = f + 1; g < 52; g++) { sum ^= (mf | 1ULL << g) * 0x9E3779B97F4A7C15ULL; hands++; }}}}}}}
    printf("%llu %llu\n", (unsigned long long)hands, (unsigned long long)sum);
    return 0;
}
