	.file	"check_branch.cpp"
	.text
	.p2align	4
	.type	driver, @function
driver:
.LFB1:
	.cfi_startproc
.Lhbrf_f0_0:
	pushq	%rbx
	.cfi_def_cfa_offset	16
.Lhbrf_f0_1:
	movq	%rdi, %rbx
.Lhbrf_f0_2:
	movq	hb_detail_tls@gottpoff(%rip), %r12
.L10:
.Lhbrf_f0_3:
	movq	%fs:(%r12), %rax
.Lhbrf_f0_4:
	subq	$1, %rax
.Lhbrf_f0_5:
	js	.L19
.Lhbrf_f0_6:
	movq	%rax, %fs:(%r12)
.Lhbrf_f0_7:
	addq	$1, (%rbx)
.L13:
.Lhbrf_f0_8:
	cmpq	$100, (%rbx)
.Lhbrf_f0_9:
	jl	.L10
.Lhbrf_f0_10:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset	8
.Lhbrf_f0_11:
	ret
	.p2align	4,,10
.L19:
	.cfi_restore_state
.Lhbrf_f0_12:
	call	hb_detail_poll@PLT
.Lhbrf_f0_13:
	jmp	.L13
	.cfi_endproc
.LFE1:
	.size	driver, .-driver
.Lhbrf_fe0_0:
	.text
	.type	driver.hbrf, @function
driver.hbrf:
.LFB1.hbrf:
	.cfi_startproc
.Lhbrf_c0_0:
	pushq	%rbx
	.cfi_def_cfa_offset	16
.Lhbrf_c0_1:
	movq	%rdi, %rbx
.Lhbrf_c0_2:
	movq	hb_detail_tls@gottpoff(%rip), %r12
.L10.hbrf:
.Lhbrf_c0_3:
	movq	%fs:(%r12), %rax
.Lhbrf_c0_4:
	subq	$1, %rax
.Lhbrf_c0_5:
	jmp	.L19.hbrf
.Lhbrf_c0_6:
	movq	%rax, %fs:(%r12)
.Lhbrf_c0_7:
	addq	$1, (%rbx)
.L13.hbrf:
.Lhbrf_c0_8:
	cmpq	$100, (%rbx)
.Lhbrf_c0_9:
	jl	.L10.hbrf
.Lhbrf_c0_10:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset	8
.Lhbrf_c0_11:
	ret
	.p2align	4,,10
.L19.hbrf:
	.cfi_restore_state
.Lhbrf_c0_12:
	call	hb_detail_poll@PLT
	jmp	.Lhbrf_f0_13
.Lhbrf_c0_13:
	jmp	.L13.hbrf
	.cfi_endproc
.LFE1.hbrf:
	.size	driver.hbrf, .-driver.hbrf
.Lhbrf_ce0_0:
	.section	hb_rollforward,"a",@progbits
	.balign 4
	.long	0x46524248
	.long	14
	.long	14
	.long	.Lhbrf_fe0_0 - .
	.long	.Lhbrf_ce0_0 - .
	.long	.Lhbrf_f0_0 - .
	.long	.Lhbrf_c0_0 - .
	.long	.Lhbrf_f0_1 - .
	.long	.Lhbrf_c0_1 - .
	.long	.Lhbrf_f0_2 - .
	.long	.Lhbrf_c0_2 - .
	.long	.Lhbrf_f0_3 - .
	.long	.Lhbrf_c0_3 - .
	.long	.Lhbrf_f0_4 - .
	.long	.Lhbrf_c0_4 - .
	.long	.Lhbrf_f0_5 - .
	.long	.Lhbrf_c0_5 - .
	.long	.Lhbrf_f0_6 - .
	.long	.Lhbrf_c0_6 - .
	.long	.Lhbrf_f0_7 - .
	.long	.Lhbrf_c0_7 - .
	.long	.Lhbrf_f0_8 - .
	.long	.Lhbrf_c0_8 - .
	.long	.Lhbrf_f0_9 - .
	.long	.Lhbrf_c0_9 - .
	.long	.Lhbrf_f0_10 - .
	.long	.Lhbrf_c0_10 - .
	.long	.Lhbrf_f0_11 - .
	.long	.Lhbrf_c0_11 - .
	.long	.Lhbrf_f0_12 - .
	.long	.Lhbrf_c0_12 - .
	.long	.Lhbrf_f0_13 - .
	.long	.Lhbrf_c0_13 - .
	.text
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"a # not a comment; nor this"
	.text
	.p2align	4
	.globl	plain
	.type	plain, @function
plain:
	leaq	.LC0(%rip), %rax
	ret
	.size	plain, .-plain
	.ident	"GCC"
	.section	.note.GNU-stack,"",@progbits
	.file	1 "check_branch.cpp"
	.text
	.type	viewed, @function
viewed:
	.loc	1 5 3 view .LVU7
.Lhbrf_f1_0:
	subq	$1, %rax
.Lhbrf_f1_1:
	jle	.L30
.Lhbrf_f1_2:
	ret
.L30:
	.loc	1 6 3 is_stmt 0 view .LVU8
.Lhbrf_f1_3:
	call	hb_detail_poll@PLT
.Lhbrf_f1_4:
	ret
	.size	viewed, .-viewed
.Lhbrf_fe1_0:
	.text
	.type	viewed.hbrf, @function
viewed.hbrf:
	.loc	1 5 3 view .LVU7.hbrf
.Lhbrf_c1_0:
	subq	$1, %rax
.Lhbrf_c1_1:
	jmp	.L30.hbrf
.Lhbrf_c1_2:
	ret
.L30.hbrf:
	.loc	1 6 3 is_stmt 0 view .LVU8.hbrf
.Lhbrf_c1_3:
	call	hb_detail_poll@PLT
	jmp	.Lhbrf_f1_4
.Lhbrf_c1_4:
	ret
	.size	viewed.hbrf, .-viewed.hbrf
.Lhbrf_ce1_0:
	.section	hb_rollforward,"a",@progbits
	.balign 4
	.long	0x46524248
	.long	5
	.long	5
	.long	.Lhbrf_fe1_0 - .
	.long	.Lhbrf_ce1_0 - .
	.long	.Lhbrf_f1_0 - .
	.long	.Lhbrf_c1_0 - .
	.long	.Lhbrf_f1_1 - .
	.long	.Lhbrf_c1_1 - .
	.long	.Lhbrf_f1_2 - .
	.long	.Lhbrf_c1_2 - .
	.long	.Lhbrf_f1_3 - .
	.long	.Lhbrf_c1_3 - .
	.long	.Lhbrf_f1_4 - .
	.long	.Lhbrf_c1_4 - .
	.text
